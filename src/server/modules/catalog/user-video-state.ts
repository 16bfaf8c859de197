import type { Db } from "../../db/create-db";

/** One caller's state of one video. */
export interface VideoState {
  /** Playback position, seconds. */
  lastWatchTime: number;
  watchTimeMs: number;
}

export type UserVideoStates = ReadonlyMap<string, VideoState>;

export const NO_VIDEO_STATES: UserVideoStates = new Map();

/** Every video state of one user, by video id (a learner has hundreds, not millions). */
export async function loadUserVideoStates(db: Db, userId: string): Promise<UserVideoStates> {
  const rows = await db
    .selectFrom("user_video_state")
    .select(["video_id", "last_watch_time", "watch_time_ms"])
    .where("user_id", "=", userId)
    .execute();
  return new Map(
    rows.map((r) => [r.video_id, { lastWatchTime: r.last_watch_time, watchTimeMs: Number(r.watch_time_ms) }]),
  );
}
