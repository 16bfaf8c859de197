import { sql } from "kysely";
import type { Db } from "../../db/create-db";

export interface VideoRecord {
  id: string;
  title: string;
  platform: string;
  onPlatformId: string;
  durationSeconds: number;
  premium: boolean;
  visible: boolean;
  uploadDate: Date;
  /** A planner draft (migration 0028): seen by admins only. */
  draft: boolean;
  subtitles: string | null;
  audioFile: string | null;
  thumbnailUrl: string;
}

export async function findVideoRecord(db: Db, id: string): Promise<VideoRecord | undefined> {
  const row = await db
    .selectFrom("videos")
    .select([
      "id",
      "title",
      "platform",
      "on_platform_id",
      "duration_seconds",
      "premium",
      "visible",
      "upload_date",
      "subtitles",
      "audio_file",
      "thumbnail_url",
      "draft_missing",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      title: row.title,
      platform: row.platform,
      onPlatformId: row.on_platform_id,
      durationSeconds: row.duration_seconds,
      premium: row.premium,
      visible: row.visible,
      uploadDate: row.upload_date,
      draft: row.draft_missing !== null,
      subtitles: row.subtitles,
      audioFile: row.audio_file,
      thumbnailUrl: row.thumbnail_url,
    }
  );
}

/** Mark as watched: the position becomes the duration; no input time is added. */
export async function markWatched(db: Db, userId: string, video: VideoRecord): Promise<void> {
  await sql`
    INSERT INTO user_video_state (user_id, video_id, last_watch_time, position_at_ms, updated_at)
    VALUES (${userId}, ${video.id}, ${video.durationSeconds}, ${Date.now()}, now())
    ON CONFLICT (user_id, video_id) DO UPDATE SET
      last_watch_time = excluded.last_watch_time,
      position_at_ms = GREATEST(user_video_state.position_at_ms, excluded.position_at_ms),
      updated_at = now()`.execute(db);
}
