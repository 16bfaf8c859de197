import { type Kysely, sql } from "kysely";

// Planner drafts and the YouTube lookup (docs/content-planner.md "Drafts", "Lengths from YouTube").
// A video whose planner row lacked its length or level is stored as a draft: `draft_missing` names
// what is missing ("length", "level", comma-separated), and the access rule keeps it from learners
// until it is completed (NULL: not a draft). The length and level columns stay NOT NULL: a draft
// holds placeholders there (0 seconds, Beginner 0) that only admins see, named by `draft_missing`.
// `youtube_video_details` caches what YouTube's Data API said of a video, so that a planner
// uploaded again asks nothing anew (dumped by the backup like any table: restoring it saves the calls).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE videos ADD COLUMN draft_missing text CHECK (draft_missing <> '');
CREATE INDEX videos_drafts ON videos (id) WHERE draft_missing IS NOT NULL;
CREATE TABLE youtube_video_details (
  youtube_id text PRIMARY KEY,
  duration_seconds integer NOT NULL,
  thumbnail_url text,
  fetched_at timestamptz NOT NULL DEFAULT now()
);
`.execute(db);
}
