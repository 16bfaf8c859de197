import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { UserCuesHeardTable, VideoWordsTable } from "../../db/schema";
import type { UserRow } from "../user/index";
import type { AnalysedCue } from "./cue-analysis";

/*
 * The SQL of words heard (migration 0026). credited_intervals is written by the watch-time batch
 * (modules/watch, one part of its one statement) and read and emptied here; the rest is this
 * module's own. Every function runs in the caller's transaction.
 */

export interface CreditedInterval {
  id: string;
  userId: string;
  videoId: string;
  from: number;
  to: number;
}

/**
 * Claims the oldest credited intervals of videos whose analysis is not waiting (an interval of a
 * queued video waits for its cues). SKIP LOCKED: two instances fold different intervals.
 */
export async function claimIntervals(trx: Db, limit: number): Promise<CreditedInterval[]> {
  const { rows } = await sql<CreditedInterval>`
    SELECT ci.id::text AS id, ci.user_id AS "userId", ci.video_id AS "videoId",
      ci.from_seconds AS "from", ci.to_seconds AS "to"
    FROM credited_intervals ci
    WHERE NOT EXISTS (SELECT 1 FROM word_analysis_queue q WHERE q.video_id = ci.video_id)
    ORDER BY ci.id LIMIT ${limit}
    FOR UPDATE OF ci SKIP LOCKED`.execute(trx);
  return rows;
}

export async function deleteIntervals(trx: Db, ids: readonly string[]): Promise<void> {
  await sql`DELETE FROM credited_intervals WHERE id = ANY(${ids}::bigint[])`.execute(trx);
}

/** The analysed cues of the videos that have them (a video without a transcript has none). */
export async function videoCues(db: Db, videoIds: readonly string[]): Promise<Map<string, AnalysedCue[]>> {
  const { rows } = await sql<
    Pick<Selectable<VideoWordsTable>, "video_id"> & { cues: AnalysedCue[] | string }
  >`
    SELECT video_id, cues FROM video_words WHERE video_id = ANY(${videoIds}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.video_id, typeof r.cues === "string" ? JSON.parse(r.cues) : r.cues]));
}

/** A cue a learner heard in a video, as user_cues_heard holds it. */
type HeardCueRow = Selectable<UserCuesHeardTable>;

/** The cues each (user, video) pair had heard before, keyed "userId videoId". */
export async function cuesHeardBefore(
  trx: Db,
  pairs: readonly { userId: string; videoId: string }[],
): Promise<Map<string, Set<number>>> {
  const { rows } = await sql<HeardCueRow>`
    SELECT h.user_id, h.video_id, h.cue FROM user_cues_heard h
    JOIN unnest(${pairs.map((p) => p.userId)}::uuid[], ${pairs.map((p) => p.videoId)}::text[]) AS q(user_id, video_id)
      ON h.user_id = q.user_id AND h.video_id = q.video_id`.execute(trx);
  return cuesByPair(rows);
}

/** Records cues as heard; returns those that were not yet, keyed "userId videoId" (concurrent folds cannot both get one). */
export async function markCuesHeard(
  trx: Db,
  cues: readonly { userId: string; videoId: string; cue: number }[],
): Promise<Map<string, Set<number>>> {
  if (cues.length === 0) return new Map();
  const { rows } = await sql<HeardCueRow>`
    INSERT INTO user_cues_heard (user_id, video_id, cue)
    SELECT * FROM unnest(${cues.map((c) => c.userId)}::uuid[], ${cues.map((c) => c.videoId)}::text[],
      ${cues.map((c) => c.cue)}::int[])
    ON CONFLICT DO NOTHING RETURNING user_id, video_id, cue`.execute(trx);
  return cuesByPair(rows);
}

/** Cue rows grouped by their (user, video) pair, keyed "userId videoId" (the key both reads above return). */
function cuesByPair(rows: readonly HeardCueRow[]): Map<string, Set<number>> {
  const byPair = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.user_id} ${r.video_id}`;
    const cues = byPair.get(key) ?? new Set();
    cues.add(r.cue);
    byPair.set(key, cues);
  }
  return byPair;
}

export interface WordGain {
  userId: string;
  lemma: string;
  heard: number;
  cues: number;
  videos: number;
  example: { videoId: string; seconds: number; sentence: string } | null;
}

/**
 * Adds the gains to the learners' words, and marks acquired (with the learner's input at that
 * moment, for the growth curve) each lemma that reaches the thresholds now.
 */
export async function addWordGains(
  trx: Db,
  gains: readonly WordGain[],
  thresholds: { cues: number; videos: number },
): Promise<void> {
  for (let i = 0; i < gains.length; i += 5000) {
    const chunk = gains.slice(i, i + 5000);
    await sql`
      INSERT INTO user_words (user_id, lemma, heard, cues, videos, acquired_at, acquired_at_input_ms,
        example_video_id, example_seconds, example_sentence)
      SELECT g.user_id, g.lemma, g.heard, g.cues, g.videos,
        CASE WHEN g.cues >= ${thresholds.cues} AND g.videos >= ${thresholds.videos} THEN now() END,
        CASE WHEN g.cues >= ${thresholds.cues} AND g.videos >= ${thresholds.videos} THEN u.watch_time_ms END,
        g.example_video_id, g.example_seconds, g.example_sentence
      FROM unnest(${chunk.map((g) => g.userId)}::uuid[], ${chunk.map((g) => g.lemma)}::text[],
        ${chunk.map((g) => g.heard)}::int[], ${chunk.map((g) => g.cues)}::int[], ${chunk.map((g) => g.videos)}::int[],
        ${chunk.map((g) => g.example?.videoId ?? null)}::text[], ${chunk.map((g) => g.example?.seconds ?? null)}::float8[],
        ${chunk.map((g) => g.example?.sentence ?? null)}::text[])
        AS g(user_id, lemma, heard, cues, videos, example_video_id, example_seconds, example_sentence)
      JOIN users u ON u.id = g.user_id
      ON CONFLICT (user_id, lemma) DO UPDATE SET
        heard = user_words.heard + excluded.heard,
        cues = user_words.cues + excluded.cues,
        videos = user_words.videos + excluded.videos,
        acquired_at = CASE WHEN user_words.acquired_at IS NULL
          AND user_words.cues + excluded.cues >= ${thresholds.cues}
          AND user_words.videos + excluded.videos >= ${thresholds.videos}
          THEN now() ELSE user_words.acquired_at END,
        acquired_at_input_ms = CASE WHEN user_words.acquired_at IS NULL
          AND user_words.cues + excluded.cues >= ${thresholds.cues}
          AND user_words.videos + excluded.videos >= ${thresholds.videos}
          THEN (SELECT watch_time_ms FROM users WHERE id = user_words.user_id)
          ELSE user_words.acquired_at_input_ms END,
        example_video_id = CASE WHEN user_words.example_sentence IS NULL
          THEN excluded.example_video_id ELSE user_words.example_video_id END,
        example_seconds = CASE WHEN user_words.example_sentence IS NULL
          THEN excluded.example_seconds ELSE user_words.example_seconds END,
        example_sentence = COALESCE(user_words.example_sentence, excluded.example_sentence)`.execute(trx);
  }
}

/** Adds running words heard to the learners' totals. */
export async function addHeardTotals(trx: Db, totals: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...totals].filter(([, n]) => n > 0);
  if (rows.length === 0) return;
  await sql`
    INSERT INTO user_word_totals (user_id, heard)
    SELECT * FROM unnest(${rows.map(([id]) => id)}::uuid[], ${rows.map(([, n]) => n)}::bigint[])
    ON CONFLICT (user_id) DO UPDATE SET heard = user_word_totals.heard + excluded.heard`.execute(trx);
}

/** The learners' acquired counts and their "Acquired Words" setting. */
export async function acquiredCounts(
  db: Db,
  userIds: readonly string[],
): Promise<{ userId: string; acquired: number; notify: boolean }[]> {
  const { rows } = await sql<Pick<UserRow, "id"> & { acquired: number; notify: boolean }>`
    SELECT u.id, u.notify_on_platform_acquired_words AS notify,
      (SELECT count(*)::int FROM user_words w WHERE w.user_id = u.id AND w.acquired_at IS NOT NULL) AS acquired
    FROM users u WHERE u.id = ANY(${userIds}::uuid[])`.execute(db);
  return rows.map((r) => ({ userId: r.id, acquired: r.acquired, notify: r.notify }));
}
