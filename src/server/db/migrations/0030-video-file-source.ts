import { type Kysely, sql } from "kysely";

// The URL the content planner downloaded a video's own file from (docs/content-planner.md "Video
// files"): a planner row without a YouTube link is matched to its video by it on the next upload,
// as the other files' sources (migration 0009) tell a kept file from a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE videos ADD COLUMN video_source text;
CREATE UNIQUE INDEX videos_video_source ON videos (video_source) WHERE video_source IS NOT NULL;
`.execute(db);
}
