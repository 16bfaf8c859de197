import { sql } from "kysely";
import type { Db } from "../../db/create-db";
import { videoVisibleTo } from "../video/index";

/** One row of the caller's hidden videos. */
export interface HiddenVideoRow {
  videoId: string;
  hiddenAt: Date;
}

type Caller = Parameters<typeof videoVisibleTo>[1];

/**
 * The videos a caller may hide or show again: the ones browse lists for them, as `assertListed` of
 * the watch page decides (video-access.ts). Others get the same 404 as an unknown id, so the call
 * tells nothing of unlisted videos.
 */
function listedVideo(db: Db, videoId: string, caller: Caller) {
  return db
    .selectFrom("videos")
    .select("videos.id")
    .where("videos.id", "=", videoId)
    .where((eb) => videoVisibleTo(eb, caller));
}

/**
 * Hides a video from the user's browse; hiding it again keeps the first moment. One statement:
 * false when the video is not one the user may hide (nothing is written then).
 */
export async function hideVideo(db: Db, userId: string, videoId: string, caller: Caller): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    WITH listed AS (${listedVideo(db, videoId, caller)}),
    hidden AS (
      INSERT INTO hidden_videos (user_id, video_id) SELECT ${userId}, id FROM listed
      ON CONFLICT (user_id, video_id) DO NOTHING
    )
    SELECT count(*)::int AS found FROM listed`.execute(db);
  return rows[0]!.found > 0;
}

/** Shows a hidden video again (nothing to do when it is not hidden); false as for `hideVideo`. */
export async function unhideVideo(db: Db, userId: string, videoId: string, caller: Caller): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    WITH listed AS (${listedVideo(db, videoId, caller)}),
    shown AS (
      DELETE FROM hidden_videos WHERE user_id = ${userId} AND video_id IN (SELECT id FROM listed)
    )
    SELECT count(*)::int AS found FROM listed`.execute(db);
  return rows[0]!.found > 0;
}

/**
 * The ids of the videos a user hid (for browse's per-user state and for other lists that leave
 * hidden videos out, e.g. continue watching). One JSON value: PGlite decodes rows one by one in
 * JavaScript (see `loadUserVideoStates`).
 */
export async function loadHiddenVideoIds(db: Db, userId: string): Promise<ReadonlySet<string>> {
  const row = await db
    .selectFrom("hidden_videos")
    .select(sql<string[] | null>`json_agg(video_id)`.as("ids"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return new Set(row?.ids ?? []);
}

/** The user's hidden videos, the last hidden first (ties by id, so the order is stable). */
export async function listHiddenVideos(db: Db, userId: string): Promise<HiddenVideoRow[]> {
  const rows = await db
    .selectFrom("hidden_videos")
    .select(["video_id", "hidden_at"])
    .where("user_id", "=", userId)
    .orderBy("hidden_at", "desc")
    .orderBy("video_id")
    .execute();
  return rows.map((row) => ({ videoId: row.video_id, hiddenAt: row.hidden_at }));
}
