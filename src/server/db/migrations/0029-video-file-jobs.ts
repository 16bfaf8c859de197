import { type Kysely, sql } from "kysely";

// Our own video files (docs/storage.md "Video files", docs/admin.md "Our own videos"): an upload is
// kept in the store as it came (`source_key`) until a job transcodes it to H.264/AAC MP4. One job
// a video, polled by every instance: a job is claimed with a lease (`lease_until`), so a job whose
// instance stopped is taken up again after a restart. `progress` is the transcode's per cent while
// `transcoding`; `error` says why a job `failed`. The row goes with its video.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE video_file_jobs (
  video_id text PRIMARY KEY REFERENCES videos(id) ON DELETE CASCADE,
  source_key text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'transcoding', 'ready', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error text,
  take_poster boolean NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX video_file_jobs_waiting ON video_file_jobs (created_at) WHERE state IN ('queued', 'transcoding');
`.execute(db);
}
