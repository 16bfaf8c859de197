import { type Kysely, sql } from "kysely";

// Words (docs/words.md). A video's transcript is analysed in the background: a trigger on videos
// queues the video whenever its subtitles are written (admin upload, content planner, demo load),
// so no writer has to remember it and the queue survives a restart; the words worker empties it
// (modules/words). Its results: video_words (the figures and the cues' lemmas) and video_lemmas
// (each lemma's occurrences, which coverage and the catalog's frequency ranks read).
// The watch-time batch records each report's credited piece of video time in credited_intervals
// (one more part of its one statement); the worker folds them into the learner's words:
// user_cues_heard (cues heard at least once, for "distinct cues"), user_words (per lemma) and
// user_word_totals (running words heard). Personal data: cascades with the account, in backups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE word_analysis_queue (
  video_id text PRIMARY KEY REFERENCES videos(id) ON DELETE CASCADE,
  queued_at timestamptz NOT NULL DEFAULT now()
);
CREATE FUNCTION queue_word_analysis() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO word_analysis_queue (video_id) VALUES (NEW.id)
    ON CONFLICT (video_id) DO UPDATE SET queued_at = now();
  RETURN NULL;
END $$;
CREATE TRIGGER videos_words_on_insert AFTER INSERT ON videos
  FOR EACH ROW WHEN (NEW.subtitles IS NOT NULL) EXECUTE FUNCTION queue_word_analysis();
CREATE TRIGGER videos_words_on_update AFTER UPDATE OF subtitles ON videos
  FOR EACH ROW WHEN (OLD.subtitles IS DISTINCT FROM NEW.subtitles) EXECUTE FUNCTION queue_word_analysis();
INSERT INTO word_analysis_queue (video_id) SELECT id FROM videos WHERE subtitles IS NOT NULL;

CREATE TABLE video_words (
  video_id text PRIMARY KEY REFERENCES videos(id) ON DELETE CASCADE,
  running_words integer NOT NULL,
  distinct_lemmas integer NOT NULL,
  words_per_minute double precision NOT NULL,
  beyond_1000 double precision NOT NULL,
  beyond_3000 double precision NOT NULL,
  difficulty integer NOT NULL CHECK (difficulty BETWEEN 1 AND 100),
  cues jsonb NOT NULL,
  analysed_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE video_lemmas (
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  lemma text NOT NULL,
  occurrences integer NOT NULL,
  PRIMARY KEY (video_id, lemma)
);
CREATE INDEX video_lemmas_by_lemma ON video_lemmas (lemma);

CREATE TABLE credited_intervals (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  from_seconds double precision NOT NULL,
  to_seconds double precision NOT NULL,
  credited_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE user_cues_heard (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id text NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  cue integer NOT NULL,
  PRIMARY KEY (user_id, video_id, cue)
);
CREATE TABLE user_words (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lemma text NOT NULL,
  heard integer NOT NULL DEFAULT 0,
  cues integer NOT NULL DEFAULT 0,
  videos integer NOT NULL DEFAULT 0,
  starred_at timestamptz,
  acquired_at timestamptz,
  acquired_at_input_ms bigint,
  example_video_id text REFERENCES videos(id) ON DELETE SET NULL,
  example_seconds double precision,
  example_sentence text,
  PRIMARY KEY (user_id, lemma)
);
CREATE INDEX user_words_acquired ON user_words (user_id, acquired_at) WHERE acquired_at IS NOT NULL;
CREATE INDEX user_words_starred ON user_words (user_id, starred_at) WHERE starred_at IS NOT NULL;
CREATE TABLE user_word_totals (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  heard bigint NOT NULL DEFAULT 0
);
`.execute(db);
}
