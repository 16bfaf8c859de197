/*
 * How hard a video's words are, and how much of them a learner knows (docs/words.md "Difficulty"
 * and "Coverage"): pure rules, for the server's analysis and for the web alike.
 */
import { COMPREHENSIBLE_ZONE, DIFFICULTY_MAX, DIFFICULTY_MIN } from "../contracts/words-values";

/** What the difficulty reads of a video's analysis. */
export interface DifficultyInput {
  /** Running words per minute of cue time. */
  wordsPerMinute: number;
  /** Share (0..1) of running words whose lemma is outside the 1,000 most frequent. */
  beyond1000: number;
  /** Share (0..1) outside the 3,000 most frequent. */
  beyond3000: number;
}

/** Slow, careful speech for learners (and below: no easier), and fast native conversation (and above). */
export const SPEECH_RATE_EASY_WPM = 80;
export const SPEECH_RATE_HARD_WPM = 200;
/** The shares of rare words at which each part counts in full. */
export const BEYOND_1000_HARD = 0.4;
export const BEYOND_3000_HARD = 0.2;
/** The parts' weights: speed 0.3, words beyond the 1,000 most frequent 0.4, beyond the 3,000 0.3. */
export const DIFFICULTY_WEIGHTS = { speed: 0.3, beyond1000: 0.4, beyond3000: 0.3 } as const;

const unit = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * The difficulty score, 1 (slow speech of the most frequent words) to 100 (fast speech, a fifth of
 * it beyond the 3,000 most frequent lemmas): each part scaled to 0..1 between its easy and hard
 * ends, weighted, then mapped onto 1..100.
 */
export function difficultyScore(input: DifficultyInput): number {
  const speed = unit(
    (input.wordsPerMinute - SPEECH_RATE_EASY_WPM) / (SPEECH_RATE_HARD_WPM - SPEECH_RATE_EASY_WPM),
  );
  const rare = unit(input.beyond1000 / BEYOND_1000_HARD);
  const rarer = unit(input.beyond3000 / BEYOND_3000_HARD);
  const score =
    DIFFICULTY_WEIGHTS.speed * speed +
    DIFFICULTY_WEIGHTS.beyond1000 * rare +
    DIFFICULTY_WEIGHTS.beyond3000 * rarer;
  return Math.round(DIFFICULTY_MIN + (DIFFICULTY_MAX - DIFFICULTY_MIN) * score);
}

/**
 * Coverage: the share of a video's running words whose lemma the learner has acquired
 * (`occurrences`: each lemma of the video with its running words).
 */
export function coverageOf(
  occurrences: Iterable<[lemma: string, count: number]>,
  acquired: (lemma: string) => boolean,
): number {
  let total = 0;
  let known = 0;
  for (const [lemma, count] of occurrences) {
    total += count;
    if (acquired(lemma)) known += count;
  }
  return total > 0 ? known / total : 0;
}

/** How far a coverage is from the comprehensible zone (0 inside it): "Best for you" sorts by it. */
export function distanceToComprehensibleZone(coverage: number): number {
  if (coverage < COMPREHENSIBLE_ZONE.min) return COMPREHENSIBLE_ZONE.min - coverage;
  if (coverage > COMPREHENSIBLE_ZONE.max) return coverage - COMPREHENSIBLE_ZONE.max;
  return 0;
}
