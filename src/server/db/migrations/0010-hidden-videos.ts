import { type Kysely, sql } from "kysely";

// "Not interested" (docs/browse.md "Hidden videos"): the videos a visitor hid from their own browse. A row per
// (user, video); it goes with the user (an idle anonymous visitor removed, an account deleted) and
// with the video. The primary key (user_id first) serves every read: one user's hidden videos; the
// index on video_id keeps a video's deletion (the cascade) from scanning the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE hidden_videos (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX hidden_videos_video ON hidden_videos (video_id);
`.execute(db);
}
