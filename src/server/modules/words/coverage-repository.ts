import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { UserWordsTable, VideoLemmasTable, VideoWordsTable } from "../../db/schema";

/*
 * The SQL the in-memory coverage reads (word-coverage.ts): every analysed video's lemmas, and a
 * learner's acquired lemmas. A leaf: app-deps.ts reaches word-coverage.ts, so this file imports no
 * module's entry.
 */

/** One analysed video's lemmas and, in the same order, each one's running words. */
export type VideoLemmaRow = Pick<Selectable<VideoLemmasTable>, "video_id"> & {
  lemmas: string[];
  occurrences: number[];
};

/** Videos read at a time: a catalog's lemma rows (millions) are never held at once, here or in PGlite. */
const VIDEOS_A_PAGE = 250;

/**
 * Every analysed video's lemmas (migration 0026's video_lemmas), a page of videos at a time, each
 * video as one row (its lemmas joined by spaces: a lemma is one word and has none).
 */
export async function* allVideoLemmas(db: Db, videosAPage = VIDEOS_A_PAGE): AsyncGenerator<VideoLemmaRow[]> {
  let after = "";
  for (;;) {
    const { rows } = await sql<Pick<VideoLemmaRow, "video_id"> & { lemmas: string; occurrences: string }>`
      SELECT video_id, string_agg(lemma, ' ' ORDER BY lemma) AS lemmas,
             string_agg(occurrences::text, ' ' ORDER BY lemma) AS occurrences
      FROM video_lemmas WHERE video_id > ${after}
      GROUP BY video_id ORDER BY video_id LIMIT ${videosAPage}`.execute(db);
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      video_id: r.video_id,
      lemmas: r.lemmas.split(" "),
      occurrences: r.occurrences.split(" ").map(Number),
    }));
    after = rows.at(-1)!.video_id;
  }
}

/** A video's figures as the analysis stored them (video_words): its columns but the cues and the date. */
export type VideoFiguresRow = Pick<
  Selectable<VideoWordsTable>,
  | "video_id"
  | "running_words"
  | "distinct_lemmas"
  | "words_per_minute"
  | "beyond_1000"
  | "beyond_3000"
  | "difficulty"
>;

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
  const { rows } = await sql<Pick<Selectable<UserWordsTable>, "lemma"> & { acquired: boolean }>`
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
