import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { LemmaTotalsTable, VideosTable, WordAnalysisQueueTable } from "../../db/schema";
import type { AnalysedCue, VideoWordFigures } from "./cue-analysis";

/*
 * The SQL of the transcripts' analysis (migration 0026): the queue the videos trigger fills, the
 * videos' figures and lemmas, and the catalog's frequency list (migration 0034's totals).
 */

export interface QueuedVideo {
  videoId: string;
  /** When it was queued, as PostgreSQL writes it (microseconds: a Date would round them off). */
  queuedAt: string;
  /** The video's subtitles now (WebVTT), null when they were removed. */
  subtitles: string | null;
}

/** The oldest queued videos with their subtitles. */
export async function queuedVideos(db: Db, limit: number): Promise<QueuedVideo[]> {
  const { rows } = await sql<
    Pick<Selectable<WordAnalysisQueueTable>, "video_id"> &
      Pick<Selectable<VideosTable>, "subtitles"> & { queued_at: string }
  >`
    SELECT q.video_id, q.queued_at::text AS queued_at, v.subtitles
    FROM word_analysis_queue q JOIN videos v ON v.id = q.video_id
    ORDER BY q.queued_at, q.video_id LIMIT ${limit}`.execute(db);
  return rows.map((r) => ({ videoId: r.video_id, queuedAt: r.queued_at, subtitles: r.subtitles }));
}

/** Stores each video's lemmas, replacing those of an earlier analysis (none for a video without words). */
export async function replaceVideoLemmas(
  trx: Db,
  videos: readonly { videoId: string; occurrences: ReadonlyMap<string, number> }[],
): Promise<void> {
  const ids = videos.map((v) => v.videoId);
  await sql`DELETE FROM video_lemmas WHERE video_id = ANY(${ids}::text[])`.execute(trx);
  const rows = videos.flatMap((v) => [...v.occurrences].map(([lemma, n]) => [v.videoId, lemma, n] as const));
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await sql`
      INSERT INTO video_lemmas (video_id, lemma, occurrences)
      SELECT * FROM unnest(${chunk.map((r) => r[0])}::text[], ${chunk.map((r) => r[1])}::text[],
        ${chunk.map((r) => r[2])}::int[])`.execute(trx);
  }
}

/**
 * The catalog's `top` most frequent lemmas, most frequent first (ties by the lemma): from the
 * totals migration 0034's triggers keep, not a sum over every video's lemmas per call.
 */
export async function frequentLemmas(db: Db, top: number): Promise<string[]> {
  const { rows } = await sql<Pick<Selectable<LemmaTotalsTable>, "lemma">>`
    SELECT lemma FROM lemma_totals WHERE occurrences > 0
    ORDER BY occurrences DESC, lemma LIMIT ${top}`.execute(db);
  return rows.map((r) => r.lemma);
}

/** Stores a video's figures and cues; `null` removes them (a video whose subtitles went, or hold no words). */
export async function writeVideoWords(
  trx: Db,
  videoId: string,
  result: { figures: VideoWordFigures; cues: AnalysedCue[] } | null,
): Promise<void> {
  if (!result) {
    await sql`DELETE FROM video_words WHERE video_id = ${videoId}`.execute(trx);
    return;
  }
  const f = result.figures;
  await sql`
    INSERT INTO video_words (video_id, running_words, distinct_lemmas, words_per_minute, beyond_1000,
      beyond_3000, difficulty, cues, analysed_at)
    VALUES (${videoId}, ${f.runningWords}, ${f.distinctLemmas}, ${f.wordsPerMinute}, ${f.beyond1000},
      ${f.beyond3000}, ${f.difficulty}, ${JSON.stringify(result.cues)}::jsonb, now())
    ON CONFLICT (video_id) DO UPDATE SET running_words = excluded.running_words,
      distinct_lemmas = excluded.distinct_lemmas, words_per_minute = excluded.words_per_minute,
      beyond_1000 = excluded.beyond_1000, beyond_3000 = excluded.beyond_3000,
      difficulty = excluded.difficulty, cues = excluded.cues, analysed_at = now()`.execute(trx);
}

/**
 * Takes the videos off the queue, unless their subtitles changed again meanwhile (the trigger moved
 * `queued_at`): those stay for the next round.
 */
export async function dequeue(
  trx: Db,
  videos: readonly Pick<QueuedVideo, "videoId" | "queuedAt">[],
): Promise<void> {
  await sql`
    DELETE FROM word_analysis_queue q USING unnest(${videos.map((v) => v.videoId)}::text[],
      ${videos.map((v) => v.queuedAt)}::text[]) AS d(video_id, queued_at)
    WHERE q.video_id = d.video_id AND q.queued_at::text = d.queued_at`.execute(trx);
}
