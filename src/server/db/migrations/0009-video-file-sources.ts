import { type Kysely, sql } from "kysely";

// Where a video's downloaded files came from: the URL in the content planner's Thumbnail,
// Subtitles or Audio cell. The team's own planner keeps those URLs; with them remembered, the same
// planner uploaded again finds its rows unchanged instead of downloading every file anew
// (docs/content-planner.md "Files"). Null: the file was not downloaded by the planner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE videos ADD COLUMN thumbnail_source text;
ALTER TABLE videos ADD COLUMN subtitles_source text;
ALTER TABLE videos ADD COLUMN audio_source text;
`.execute(db);
}
