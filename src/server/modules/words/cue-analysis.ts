import { cueWords, type PlainCue } from "../../../shared/domain/subtitles";
import { difficultyScore } from "../../../shared/domain/word-difficulty";
import type { AnalysedCue } from "../../db/schema";
import { isRussianWord } from "./morphology";

/*
 * A transcript's words (docs/words.md "Transcripts analysed"): pure, given the lemmatiser, so the
 * rules are unit-tested on hand-made cues.
 */

/** A cue as stored for counting: its shape is video_words.cues' (db/schema.ts). */
export type { AnalysedCue };

export interface CueAnalysis {
  cues: AnalysedCue[];
  runningWords: number;
  /** Each lemma with its running words. */
  occurrences: Map<string, number>;
  wordsPerMinute: number;
}

/** The cues' Russian words as lemmas, and the speech rate over the time the cues are on screen. */
export function analyseCues(cues: readonly PlainCue[], lemmaOf: (word: string) => string): CueAnalysis {
  const occurrences = new Map<string, number>();
  let runningWords = 0;
  let cueSeconds = 0;
  const analysed = cues.map((cue) => {
    const lemmas = cueWords(cue.text).filter(isRussianWord).map(lemmaOf);
    for (const lemma of lemmas) occurrences.set(lemma, (occurrences.get(lemma) ?? 0) + 1);
    runningWords += lemmas.length;
    cueSeconds += Math.max(0, cue.end - cue.start);
    return { s: cue.start, e: cue.end, t: cue.text, l: lemmas };
  });
  const wordsPerMinute = cueSeconds > 0 ? runningWords / (cueSeconds / 60) : 0;
  return { cues: analysed, runningWords, occurrences, wordsPerMinute };
}

/**
 * Lexical rarity: the share of running words whose lemma ranks beyond 1,000 and beyond 3,000 in the
 * catalog's frequency list (`rankOf`: 0 for the most frequent; undefined for a lemma beyond the list).
 */
export function rarityOf(
  occurrences: ReadonlyMap<string, number>,
  rankOf: (lemma: string) => number | undefined,
): { beyond1000: number; beyond3000: number } {
  let total = 0;
  let beyond1000 = 0;
  let beyond3000 = 0;
  for (const [lemma, count] of occurrences) {
    total += count;
    const rank = rankOf(lemma);
    if (rank === undefined || rank >= 1000) beyond1000 += count;
    if (rank === undefined || rank >= 3000) beyond3000 += count;
  }
  return total > 0
    ? { beyond1000: beyond1000 / total, beyond3000: beyond3000 / total }
    : { beyond1000: 0, beyond3000: 0 };
}

/** The stored figures of a video. */
export interface VideoWordFigures {
  runningWords: number;
  distinctLemmas: number;
  wordsPerMinute: number;
  beyond1000: number;
  beyond3000: number;
  difficulty: number;
}

export function figuresOf(
  analysis: CueAnalysis,
  rankOf: (lemma: string) => number | undefined,
): VideoWordFigures {
  const rarity = rarityOf(analysis.occurrences, rankOf);
  const wordsPerMinute = Math.round(analysis.wordsPerMinute * 10) / 10;
  return {
    runningWords: analysis.runningWords,
    distinctLemmas: analysis.occurrences.size,
    wordsPerMinute,
    ...rarity,
    difficulty: difficultyScore({ wordsPerMinute: analysis.wordsPerMinute, ...rarity }),
  };
}
