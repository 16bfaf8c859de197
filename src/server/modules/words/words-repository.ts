import { type Selectable, sql } from "kysely";
import type { WordListKind } from "../../../shared/contracts/words";
import type { Db } from "../../db/create-db";
import type { UserWordsTable } from "../../db/schema";
import type { UserRow } from "../user/index";
import { videoVisibleTo } from "../video/index";
import type { VideoFiguresRow } from "./coverage-repository";

/* The SQL of the words calls (migration 0026): a video's figures, a learner's words. */

/** A video's figures as the analysis stored them (video_words), without its id. */
export type VideoWordsRow = Omit<VideoFiguresRow, "video_id">;

/** A video the caller may see: whether it exists for them, and its figures (undefined: not analysed). */
export async function findVideoWords(
  db: Db,
  videoId: string,
  user: UserRow | null,
): Promise<{ listed: boolean; hasSubtitles: boolean; words: VideoWordsRow | undefined }> {
  const video = await db
    .selectFrom("videos")
    .select(["id", sql<boolean>`subtitles IS NOT NULL`.as("has_subtitles")])
    .where("id", "=", videoId)
    .where((eb) => videoVisibleTo(eb, user))
    .executeTakeFirst();
  if (!video) return { listed: false, hasSubtitles: false, words: undefined };
  const { rows } = await sql<VideoWordsRow>`
    SELECT running_words, distinct_lemmas, words_per_minute, beyond_1000, beyond_3000, difficulty
    FROM video_words WHERE video_id = ${videoId}`.execute(db);
  return { listed: true, hasSubtitles: video.has_subtitles, words: rows[0] };
}

/**
 * The learner's coverage of a video: running words whose lemma they acquired, over all; null for a
 * learner without history (no word heard yet).
 */
export async function coverageOf(db: Db, userId: string, videoId: string): Promise<number | null> {
  // Most callers of a video's words have no history yet: one probe of the primary key answers them.
  const history = await sql<{ one: number }>`
    SELECT 1 AS one FROM user_words WHERE user_id = ${userId} AND heard > 0 LIMIT 1`.execute(db);
  if (history.rows.length === 0) return null;
  const { rows } = await sql<{ known: number; total: number }>`
    SELECT COALESCE(sum(l.occurrences) FILTER (WHERE w.acquired_at IS NOT NULL), 0)::int AS known,
      COALESCE(sum(l.occurrences), 0)::int AS total
    FROM video_lemmas l
    LEFT JOIN user_words w ON w.user_id = ${userId}::uuid AND w.lemma = l.lemma
    WHERE l.video_id = ${videoId}::text`.execute(db);
  const row = rows[0];
  if (!row || row.total === 0) return null;
  return row.known / row.total;
}

export interface WordsSummaryRow {
  heard: number;
  distinct: number;
  acquired: number;
  /** Watch time of videos without analysed words, plus off-platform input, ms. */
  ms_without_transcript: number;
}

export async function wordsSummary(db: Db, userId: string): Promise<WordsSummaryRow> {
  const { rows } = await sql<WordsSummaryRow>`
    SELECT
      COALESCE((SELECT heard FROM user_word_totals WHERE user_id = ${userId}), 0)::float8 AS heard,
      (SELECT count(*) FROM user_words WHERE user_id = ${userId} AND heard > 0)::int AS distinct,
      (SELECT count(*) FROM user_words WHERE user_id = ${userId} AND acquired_at IS NOT NULL)::int AS acquired,
      (COALESCE((SELECT sum(s.watch_time_ms) FROM user_video_state s
          WHERE s.user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM video_words vw WHERE vw.video_id = s.video_id)), 0)
        + COALESCE((SELECT sum(o.minutes) * 60000 FROM off_platform_logs o WHERE o.user_id = ${userId}), 0))::float8
        AS ms_without_transcript`.execute(db);
  return rows[0] as WordsSummaryRow;
}

/** The learner's input (ms) at each acquisition, in order. */
export async function acquisitionInputs(db: Db, userId: string): Promise<number[]> {
  const { rows } = await sql<{ ms: number }>`
    SELECT COALESCE(acquired_at_input_ms, 0)::float8 AS ms FROM user_words
    WHERE user_id = ${userId} AND acquired_at IS NOT NULL ORDER BY acquired_at, lemma`.execute(db);
  return rows.map((r) => r.ms);
}

/** A learner's word: user_words' columns and what the query computes (from its dates, a join). */
export type LearnerWordRow = Pick<
  Selectable<UserWordsTable>,
  "lemma" | "heard" | "videos" | "example_video_id" | "example_seconds" | "example_sentence"
> & {
  starred: boolean;
  acquired: boolean;
  /** The example video's title (a left join: null without an example). */
  example_title: string | null;
};

/** One lemma of the learner's, as the lookup reads it. */
type LearnerWordCounts = Pick<LearnerWordRow, "heard" | "videos" | "starred" | "acquired">;

const ORDER: Record<WordListKind, ReturnType<typeof sql>> = {
  acquired: sql`w.acquired_at IS NOT NULL ORDER BY w.heard DESC, w.lemma`,
  starred: sql`w.starred_at IS NOT NULL ORDER BY w.starred_at DESC, w.lemma`,
  heard: sql`w.heard > 0 ORDER BY w.heard DESC, w.lemma`,
};

/** A page of the learner's words of a kind (`limit` + 1 read: the caller tells whether more follow). */
export async function learnerWords(
  db: Db,
  userId: string,
  kind: WordListKind | "export",
  offset: number,
  limit: number,
): Promise<LearnerWordRow[]> {
  const where =
    kind === "export"
      ? sql`(w.heard > 0 OR w.starred_at IS NOT NULL) ORDER BY w.heard DESC, w.lemma`
      : ORDER[kind];
  const { rows } = await sql<LearnerWordRow>`
    SELECT w.lemma, w.heard, w.videos, w.starred_at IS NOT NULL AS starred, w.acquired_at IS NOT NULL AS acquired,
      w.example_video_id, v.title AS example_title, w.example_seconds, w.example_sentence
    FROM user_words w LEFT JOIN videos v ON v.id = w.example_video_id
    WHERE w.user_id = ${userId} AND ${where}
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows;
}

/** One lemma of the learner's, if they have it. */
export async function learnerWord(
  db: Db,
  userId: string,
  lemma: string,
): Promise<LearnerWordCounts | undefined> {
  const { rows } = await sql<LearnerWordCounts>`
    SELECT heard, videos, starred_at IS NOT NULL AS starred, acquired_at IS NOT NULL AS acquired
    FROM user_words WHERE user_id = ${userId} AND lemma = ${lemma}`.execute(db);
  return rows[0];
}

export async function setStarred(db: Db, userId: string, lemma: string, starred: boolean): Promise<void> {
  await sql`
    INSERT INTO user_words (user_id, lemma, starred_at) VALUES (${userId}, ${lemma}, ${starred ? sql`now()` : null})
    ON CONFLICT (user_id, lemma) DO UPDATE SET starred_at = CASE WHEN ${starred}::boolean
      THEN COALESCE(user_words.starred_at, now()) ELSE NULL END`.execute(db);
}
