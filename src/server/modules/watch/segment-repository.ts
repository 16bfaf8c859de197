import { sql } from "kysely";
import { localDateOf } from "../../../shared/domain/dates";
import type { Db } from "../../db/create-db";
import { decideCredit, type Interval, REPORT_SLACK_MS } from "./credit";

export interface ReportInput {
  userId: string;
  videoId: string;
  startMs: number;
  elapsedMs: number;
  nowMs: number;
  /** Playback position reached, seconds. */
  position: number;
  timeZone: string;
}

/**
 * Records one segment report and credits its growth, all in one transaction. The user's row is
 * locked first, so that one user's reports (from any tab or instance) are decided one at a time;
 * every total grows by an increment in SQL.
 */
export interface ReportOutcome {
  creditMs: number;
  /** The learner's total input after this report, ms. */
  totalMs: number;
  /** The day credited, and its new total (video + off-platform) when something was credited. */
  day: string;
  dayTotalMs: number | null;
}

export async function recordSegmentReport(db: Db, input: ReportInput): Promise<ReportOutcome> {
  const { userId, videoId, startMs, nowMs } = input;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    const segment = await sql<{ wall_end_ms: number }>`
      WITH inserted AS (
        INSERT INTO watch_segments (user_id, video_id, playing_start_ms, wall_start_ms, wall_end_ms, last_report_at)
        VALUES (${userId}, ${videoId}, ${startMs}, ${startMs}, ${startMs}, now())
        ON CONFLICT DO NOTHING
        RETURNING wall_end_ms
      )
      SELECT wall_end_ms FROM inserted
      UNION ALL
      SELECT wall_end_ms FROM watch_segments
        WHERE user_id = ${userId} AND video_id = ${videoId} AND playing_start_ms = ${startMs}
      LIMIT 1`.execute(trx);
    const state = segment.rows[0];
    if (!state) throw new Error("segment row missing after upsert");

    const others = await trx
      .selectFrom("watch_segments")
      .select(["wall_start_ms", "wall_end_ms"])
      .where("user_id", "=", userId)
      .where("wall_end_ms", ">", state.wall_end_ms)
      .where("wall_start_ms", "<", nowMs + REPORT_SLACK_MS)
      .where((eb) => eb.or([eb("video_id", "!=", videoId), eb("playing_start_ms", "!=", startMs)]))
      .execute();
    const decision = decideCredit(
      { startMs, elapsedMs: input.elapsedMs, nowMs },
      { wallEndMs: state.wall_end_ms },
      others.map((o): Interval => [o.wall_start_ms, o.wall_end_ms]),
    );
    const credit = Math.round(decision.creditMs);

    // The day (in the learner's zone) on which the credited piece ends gets the credit.
    const day = localDateOf(decision.wallEndMs, input.timeZone);
    const reportMoment = startMs + input.elapsedMs;
    // One round trip for every total: data-modifying CTEs all run, in this transaction.
    const result = await sql<{ total_ms: number; day_ms: number | null }>`
      WITH segment AS (
        UPDATE watch_segments
          SET wall_end_ms = ${decision.wallEndMs}, credited_ms = credited_ms + ${credit}, last_report_at = now()
          WHERE user_id = ${userId} AND video_id = ${videoId} AND playing_start_ms = ${startMs}
      ), day_total AS (
        INSERT INTO daily_totals (user_id, day, video_ms)
          SELECT ${userId}, ${day}, ${credit} WHERE ${credit}::bigint > 0
        ON CONFLICT (user_id, day) DO UPDATE SET video_ms = daily_totals.video_ms + excluded.video_ms
        RETURNING video_ms + off_platform_ms AS day_ms
      ), video_state AS (
        INSERT INTO user_video_state (user_id, video_id, watch_time_ms, last_watch_time, position_at_ms, updated_at)
        VALUES (${userId}, ${videoId}, ${credit}, ${input.position}, ${reportMoment}, now())
        ON CONFLICT (user_id, video_id) DO UPDATE SET
          watch_time_ms = user_video_state.watch_time_ms + excluded.watch_time_ms,
          last_watch_time = CASE WHEN excluded.position_at_ms >= user_video_state.position_at_ms
            THEN excluded.last_watch_time ELSE user_video_state.last_watch_time END,
          position_at_ms = GREATEST(user_video_state.position_at_ms, excluded.position_at_ms),
          updated_at = now()
      ), user_total AS (
        UPDATE users SET watch_time_ms = watch_time_ms + ${credit} WHERE id = ${userId} RETURNING watch_time_ms
      )
      SELECT (SELECT watch_time_ms FROM user_total) AS total_ms, (SELECT day_ms FROM day_total) AS day_ms`.execute(
      trx,
    );
    const row = result.rows[0];
    return { creditMs: credit, totalMs: row?.total_ms ?? 0, day, dayTotalMs: row?.day_ms ?? null };
  });
}
