import { type Selectable, sql } from "kysely";
import type { DayTotal } from "../../../shared/domain/heatmap";
import type { Db } from "../../db/create-db";
import type { DailyTotalsTable } from "../../db/schema";
import type { UserRow } from "../user/index";
import { learnerDays } from "./daily-totals-repository";

/** The learner's input split the way words are counted (docs/progress.md "Totals"). */
export interface InputTotals {
  /** Total input (video + off-platform), ms: the user's running total. */
  totalMs: number;
  offPlatformMs: number;
  /** Watch time of videos that have a word count, ms, and the words heard in them. */
  transcriptMs: number;
  transcriptWords: number;
}

export async function readInputTotals(db: Db, userId: string): Promise<InputTotals> {
  const result = await sql<{
    total_ms: number;
    off_platform_ms: number;
    transcript_ms: number;
    transcript_words: number;
  }>`
    SELECT u.watch_time_ms AS total_ms,
      (SELECT COALESCE(sum(off_platform_ms), 0) FROM daily_totals WHERE user_id = u.id) AS off_platform_ms,
      t.transcript_ms, t.transcript_words
    FROM users u
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(s.watch_time_ms), 0) AS transcript_ms,
        COALESCE(sum(s.watch_time_ms / 1000.0 * v.word_count / v.duration_seconds), 0) AS transcript_words
      FROM user_video_state s JOIN videos v ON v.id = s.video_id
      WHERE s.user_id = u.id AND v.word_count IS NOT NULL AND v.duration_seconds > 0
    ) t
    WHERE u.id = ${userId}`.execute(db);
  const row = result.rows[0];
  return {
    totalMs: Number(row?.total_ms ?? 0),
    offPlatformMs: Number(row?.off_platform_ms ?? 0),
    transcriptMs: Number(row?.transcript_ms ?? 0),
    transcriptWords: Number(row?.transcript_words ?? 0),
  };
}

/**
 * Total input (video + off-platform) of the local dates from `from` and up to `to`, each bound
 * included and either one left open, ms: the pace's recent days, a report's total at its end.
 */
export async function inputBetween(
  db: Db,
  userId: string,
  range: { from?: string; to?: string },
): Promise<number> {
  let query = db
    .selectFrom("daily_totals")
    .select(sql<number>`COALESCE(sum(video_ms + off_platform_ms), 0)`.as("total"))
    .where("user_id", "=", userId);
  if (range.from !== undefined) query = query.where("day", ">=", range.from);
  if (range.to !== undefined) query = query.where("day", "<=", range.to);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The local dates whose total input reached the learner's daily goal (a minute at least), oldest first. */
export async function daysMeetingGoal(
  db: Db,
  user: Pick<UserRow, "id" | "daily_goal_minutes">,
): Promise<string[]> {
  const goalMs = Math.max(1, user.daily_goal_minutes) * 60_000;
  const rows = await db
    .selectFrom("daily_totals")
    .select("day")
    .where("user_id", "=", user.id)
    .where(sql<boolean>`video_ms + off_platform_ms >= ${goalMs}`)
    .orderBy("day")
    .execute();
  return rows.map((r) => r.day);
}

/** The stored daily totals from `from` to `to`, both included (days without input have no row). */
export async function dailyTotalsBetween(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<DayTotal[]> {
  const rows = await learnerDays(db, userId)
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .execute();
  return rows.map(toDayTotal);
}

/** A stored day in seconds, as the graph counts it and the export lists it. */
export function toDayTotal(
  row: Pick<Selectable<DailyTotalsTable>, "day" | "video_ms" | "off_platform_ms">,
): DayTotal {
  return {
    date: row.day,
    videoSeconds: row.video_ms / 1000,
    offPlatformSeconds: row.off_platform_ms / 1000,
  };
}
