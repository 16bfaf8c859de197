import { type Kysely, sql } from "kysely";

// Learners rate a video they watched (docs/words.md "Ratings"): one rating per (learner, video),
// replaced when they tap another. It goes with the learner and with the video. The primary key
// (user_id first) serves a learner's own reads (the watch page, the export); the index on
// (video_id, rating) serves the counts per video (the blended difficulty, the admin's view) and a
// video's deletion (the cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE video_ratings (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  rating text NOT NULL CHECK (rating IN ('easy', 'right', 'hard')),
  rated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX video_ratings_video ON video_ratings (video_id, rating);

-- Browse filters by the shown difficulty, which the catalog index reads from video_words in its
-- snapshot (docs/words.md): an analysis moves the catalog version as a catalog write does
-- (migration 0004), so the index follows it. Ratings do not: they show at the next rebuild.
CREATE TRIGGER video_words_catalog_version AFTER INSERT OR UPDATE OR DELETE ON video_words
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`.execute(db);
}
