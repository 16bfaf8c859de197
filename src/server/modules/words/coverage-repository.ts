import { sql } from "kysely";
import type { Db } from "../../db/create-db";

/*
 * The SQL the in-memory coverage reads (word-coverage.ts): every analysed video's lemmas, and a
 * learner's acquired lemmas. A leaf: app-deps.ts reaches word-coverage.ts, so this file imports no
 * module's entry.
 */

export interface VideoLemmaRow {
  video_id: string;
  lemma: string;
  occurrences: number;
}

/** Every analysed video's lemmas with their running words (migration 0026's video_lemmas). */
export async function allVideoLemmas(db: Db): Promise<VideoLemmaRow[]> {
  const { rows } = await sql<VideoLemmaRow>`
    SELECT video_id, lemma, occurrences FROM video_lemmas ORDER BY video_id`.execute(db);
  return rows;
}

/** A video's figures as the analysis stored them (video_words). */
export interface VideoFiguresRow {
  video_id: string;
  running_words: number;
  distinct_lemmas: number;
  words_per_minute: number;
  beyond_1000: number;
  beyond_3000: number;
  difficulty: number;
}

/** Every analysed video's figures. */
export async function allVideoFigures(db: Db): Promise<VideoFiguresRow[]> {
  const { rows } = await sql<VideoFiguresRow>`
    SELECT video_id, running_words, distinct_lemmas, words_per_minute, beyond_1000, beyond_3000, difficulty
    FROM video_words`.execute(db);
  return rows;
}

/** Whether the learner has heard a word yet, and the lemmas they have acquired. */
export async function learnerLemmas(
  db: Db,
  userId: string,
): Promise<{ hasHistory: boolean; acquired: string[] }> {
  const { rows } = await sql<{ lemma: string; acquired: boolean }>`
    (SELECT lemma, false AS acquired FROM user_words WHERE user_id = ${userId} AND heard > 0 LIMIT 1)
    UNION ALL
    (SELECT lemma, true AS acquired FROM user_words WHERE user_id = ${userId} AND acquired_at IS NOT NULL)`.execute(
    db,
  );
  return {
    hasHistory: rows.some((r) => !r.acquired),
    acquired: rows.filter((r) => r.acquired).map((r) => r.lemma),
  };
}
