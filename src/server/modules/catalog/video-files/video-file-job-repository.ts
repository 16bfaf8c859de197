import { type Selectable, sql } from "kysely";
import type { Db } from "../../../db/create-db";
import type { VideoFileJobsTable } from "../../../db/schema";

/** The SQL of the transcode jobs (migration 0029; docs/storage.md "Video files"). */

export interface ClaimedVideoFileJob {
  videoId: string;
  sourceKey: string;
  takePoster: boolean;
  /** A video added from the file is shown once transcoded (migration 0031). */
  showWhenReady: boolean;
  attempts: number;
}

/** Queues the transcode of `sourceKey` for a video (a new upload replaces a job not yet done). */
export async function queueVideoFileJob(
  db: Db,
  job: { videoId: string; sourceKey: string; takePoster: boolean; showWhenReady?: boolean },
): Promise<void> {
  const showWhenReady = job.showWhenReady ?? true;
  await db
    .insertInto("video_file_jobs")
    .values({
      video_id: job.videoId,
      source_key: job.sourceKey,
      take_poster: job.takePoster,
      show_when_ready: showWhenReady,
    })
    .onConflict((oc) =>
      oc.column("video_id").doUpdateSet({
        source_key: job.sourceKey,
        take_poster: job.takePoster,
        show_when_ready: showWhenReady,
        state: "queued",
        progress: 0,
        error: null,
        attempts: 0,
        lease_until: null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** What claimVideoFileJob's RETURNING gives; the columns' types are the table's (db/schema.ts). */
type ClaimedJobRow = Pick<
  Selectable<VideoFileJobsTable>,
  "video_id" | "source_key" | "take_poster" | "show_when_ready" | "attempts"
>;

/**
 * Takes the oldest job that waits, or whose instance stopped (its lease ran out), for `leaseMs`;
 * skips the rows another instance holds. Undefined when none waits.
 */
export async function claimVideoFileJob(
  db: Db,
  leaseMs: number,
  maxAttempts: number,
): Promise<ClaimedVideoFileJob | undefined> {
  const { rows } = await sql<ClaimedJobRow>`
    UPDATE video_file_jobs SET state = 'transcoding', progress = 0, attempts = attempts + 1,
      lease_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
    WHERE video_id = (
      SELECT video_id FROM video_file_jobs
      WHERE (state = 'queued' OR (state = 'transcoding' AND lease_until < now())) AND attempts < ${maxAttempts}
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING video_id, source_key, take_poster, show_when_ready, attempts`.execute(db);
  const row = rows[0];
  return row
    ? {
        videoId: row.video_id,
        sourceKey: row.source_key,
        takePoster: row.take_poster,
        showWhenReady: row.show_when_ready,
        attempts: row.attempts,
      }
    : undefined;
}

/** Jobs whose instance stopped `maxAttempts` times: failed, with `reason`. */
export async function failAbandonedVideoFileJobs(db: Db, maxAttempts: number, reason: string): Promise<void> {
  await db
    .updateTable("video_file_jobs")
    .set({ state: "failed", error: reason, lease_until: null, updated_at: sql<Date>`now()` })
    .where("state", "=", "transcoding")
    .where("lease_until", "<", sql<Date>`now()`)
    .where("attempts", ">=", maxAttempts)
    .execute();
}

/** The job's per cent, and its lease renewed; false when the job is no longer this one's (replaced, deleted). */
export async function reportVideoFileProgress(
  db: Db,
  job: ClaimedVideoFileJob,
  progress: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable("video_file_jobs")
    .set({
      progress,
      lease_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`,
      updated_at: sql<Date>`now()`,
    })
    .where("video_id", "=", job.videoId)
    .where("source_key", "=", job.sourceKey)
    .where("attempts", "=", job.attempts)
    .where("state", "=", "transcoding")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends the job (`ready` or `failed` with its reason, or back to `queued` when this instance stops). */
export async function endVideoFileJob(
  db: Db,
  job: ClaimedVideoFileJob,
  end: { state: "ready" | "failed" | "queued"; error?: string },
): Promise<boolean> {
  const result = await db
    .updateTable("video_file_jobs")
    .set({
      state: end.state,
      progress: end.state === "ready" ? 100 : 0,
      error: end.error ?? null,
      lease_until: null,
      updated_at: sql<Date>`now()`,
      ...(end.state === "queued" ? { attempts: sql<number>`attempts - 1` } : {}),
    })
    .where("video_id", "=", job.videoId)
    .where("source_key", "=", job.sourceKey)
    .where("attempts", "=", job.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The uploads a video's job still keeps (deleted with the video: docs/storage.md). */
export async function videoUploadKeys(db: Db, videoId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("video_file_jobs")
    .select("source_key")
    .where("video_id", "=", videoId)
    .where("state", "!=", "ready")
    .execute();
  return rows.map((r) => r.source_key);
}

/** The files a video's row names (what a replacement frees); undefined when there is no such video. */
export async function findVideoFiles(
  db: Db,
  videoId: string,
): Promise<
  | { title: string; platform: string; onPlatformId: string; thumbnailUrl: string; audioFile: string | null }
  | undefined
> {
  const row = await db
    .selectFrom("videos")
    .select(["title", "platform", "on_platform_id", "thumbnail_url", "audio_file"])
    .where("id", "=", videoId)
    .executeTakeFirst();
  return (
    row && {
      title: row.title,
      platform: row.platform,
      onPlatformId: row.on_platform_id,
      thumbnailUrl: row.thumbnail_url,
      audioFile: row.audio_file,
    }
  );
}
