import { type Kysely, sql } from "kysely";

// Whether a video added from a file is shown once its transcode is done (docs/admin.md "Our own
// videos"): it waits hidden, and then takes the visibility it was added with. Add video always
// shows it; a content planner row says so in its `Visible` cell (docs/content-planner.md "Video
// files"). Existing jobs keep what they did: shown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE video_file_jobs ADD COLUMN show_when_ready boolean NOT NULL DEFAULT true`.execute(db);
}
