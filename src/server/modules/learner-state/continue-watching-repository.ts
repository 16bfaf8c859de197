import { sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { VideoState } from "../catalog-index/index";

/** One video the user has a position in, with the state browse shows on its card. */
export interface StartedVideo extends VideoState {
  videoId: string;
}

/**
 * The user's videos with a position past 0, the one they last watched first (`updated_at`, which
 * every writer of the state moves; ties by id, so the order is stable). One JSON value, as in
 * `loadUserVideoStates`: PGlite decodes rows one by one in JavaScript, and a learner has hundreds.
 */
export async function loadStartedVideos(db: Db, userId: string): Promise<StartedVideo[]> {
  const row = await db
    .selectFrom("user_video_state")
    .select(
      sql<[string, number, number][] | null>`json_agg(
        json_build_array(video_id, last_watch_time, watch_time_ms) ORDER BY updated_at DESC, video_id)`.as(
        "states",
      ),
    )
    .where("user_id", "=", userId)
    .where("last_watch_time", ">", 0)
    .executeTakeFirst();
  return (row?.states ?? []).map(([videoId, lastWatchTime, watchTimeMs]) => ({
    videoId,
    lastWatchTime: Number(lastWatchTime),
    watchTimeMs: Number(watchTimeMs),
  }));
}
