import { type Kysely, sql } from "kysely";

// The words analysis of a large import (docs/words.md "Frequency"), made to grow with the import
// rather than with its square: at 100,000 videos it ran for over an hour.
//
// Its queue is read in order: without an index, each round of 200 joined the whole queue to every
// video and sorted it (60-120 ms a round at 10,000 queued videos); the index gives the first 200
// at once (9 ms).
//
// The catalog's frequency list ranks the lemmas by their occurrences over every video. Summing
// video_lemmas for it took a whole-table aggregate per round: 0.7 s at 10,000 videos, ten times
// that at 100,000. lemma_totals keeps the sums instead, moved by triggers on video_lemmas itself,
// so that every writer, a video's deletion (the cascade) and a restore keep it exact without
// knowing of it. Statement-level triggers with transition tables: one upsert per statement, not
// per row, in lemma order, so that two instances' workers lock the same totals in the same order
// and cannot deadlock. A total that falls to 0 stays as a row with 0, read as absent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE INDEX word_analysis_queue_order ON word_analysis_queue (queued_at, video_id);

CREATE TABLE lemma_totals (
  lemma text PRIMARY KEY,
  occurrences bigint NOT NULL
);
INSERT INTO lemma_totals (lemma, occurrences)
  SELECT lemma, sum(occurrences) FROM video_lemmas GROUP BY lemma;

CREATE FUNCTION count_lemma_occurrences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lemma_totals (lemma, occurrences)
    SELECT lemma, TG_ARGV[0]::integer * sum(occurrences) FROM changed GROUP BY lemma ORDER BY lemma
  ON CONFLICT (lemma) DO UPDATE SET occurrences = lemma_totals.occurrences + excluded.occurrences;
  RETURN NULL;
END
$$;
CREATE TRIGGER video_lemmas_added AFTER INSERT ON video_lemmas
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_lemma_occurrences('1');
CREATE TRIGGER video_lemmas_removed AFTER DELETE ON video_lemmas
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_lemma_occurrences('-1');
CREATE TRIGGER video_lemmas_updated_from AFTER UPDATE ON video_lemmas
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_lemma_occurrences('-1');
CREATE TRIGGER video_lemmas_updated_to AFTER UPDATE ON video_lemmas
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_lemma_occurrences('1');

CREATE FUNCTION clear_lemma_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lemma_totals;
  RETURN NULL;
END
$$;
CREATE TRIGGER video_lemmas_truncated AFTER TRUNCATE ON video_lemmas
  FOR EACH STATEMENT EXECUTE FUNCTION clear_lemma_totals();
`.execute(db);
}
