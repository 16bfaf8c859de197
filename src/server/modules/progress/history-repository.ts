import { sql } from "kysely";
import type { OffPlatformLog } from "../../../shared/contracts/progress";
import type { Db } from "../../db/create-db";
import { learnerDays } from "./daily-totals-repository";
import type { DayTotal, WatchedSegment } from "./history-days";
import { listLogs } from "./off-platform-repository";

/** The learner's days with input, newest first: `limit` of them after skipping `offset`. */
export async function daysWithInput(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<DayTotal[]> {
  const rows = await learnerDays(db, userId)
    // A day whose only entry was deleted keeps its row at zero: it had no input.
    .where(sql<boolean>`video_ms + off_platform_ms > 0`)
    .orderBy("day", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ date: r.day, videoMs: r.video_ms, offPlatformMs: r.off_platform_ms }));
}

/**
 * The learner's segments with credited time whose wall-clock interval overlaps [fromMs, toMs),
 * with their video's title. A removed video's segments went with it (ON DELETE CASCADE).
 */
export async function segmentsBetween(
  db: Db,
  userId: string,
  fromMs: number,
  toMs: number,
): Promise<WatchedSegment[]> {
  const rows = await db
    .selectFrom("watch_segments as s")
    .innerJoin("videos as v", "v.id", "s.video_id")
    .select(["s.video_id", "v.title", "s.wall_start_ms", "s.wall_end_ms", "s.credited_ms"])
    .where("s.user_id", "=", userId)
    .where("s.credited_ms", ">", 0)
    // wall_end_ms first: the index (user_id, wall_end_ms) serves it.
    .where("s.wall_end_ms", ">", fromMs)
    .where("s.wall_start_ms", "<", toMs)
    .execute();
  return rows.map((r) => ({
    videoId: r.video_id,
    title: r.title,
    wallStartMs: Number(r.wall_start_ms),
    wallEndMs: Number(r.wall_end_ms),
    creditedMs: Number(r.credited_ms),
  }));
}

/** The off-platform entries that started from `from` to `to` (local dates, both included), latest first. */
export function entriesBetween(db: Db, userId: string, from: string, to: string): Promise<OffPlatformLog[]> {
  return listLogs(db, userId, { from, to });
}
