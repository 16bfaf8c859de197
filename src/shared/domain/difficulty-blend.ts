/**
 * The difficulty a learner is shown: the computed one (1–100, from the transcript: docs/words.md)
 * moved by what learners who watched the video said of it (docs/words.md "The shown difficulty").
 */
import type { RatingValue } from "../contracts/ratings-values";

/** How many learners gave each verdict (the verdicts are listed once, in the ratings contract). */
export type RatingTally = Record<RatingValue, number>;

/** The most the ratings move the computed difficulty, either way. */
export const MAX_RATING_SHIFT = 30;
/**
 * How many ratings the computed difficulty is worth: with this many, the ratings have half their
 * full say, so one or two learners cannot move a video far.
 */
export const COMPUTED_WEIGHT_IN_RATINGS = 5;

/**
 * computed + MAX_RATING_SHIFT × (hard − easy) / n × n / (n + COMPUTED_WEIGHT_IN_RATINGS), rounded
 * and kept in 1–100; n is the number of ratings ("just right" counts in n and pulls towards the
 * computed value). Null without a computed difficulty (no transcript): ratings alone say nothing
 * of a scale they have no anchor on.
 */
export function blendedDifficulty(computed: number | null, tally: RatingTally): number | null {
  if (computed === null || !Number.isFinite(computed)) return null;
  const easy = Math.max(0, tally.easy);
  const hard = Math.max(0, tally.hard);
  const n = easy + hard + Math.max(0, tally.right);
  const shift = n === 0 ? 0 : (MAX_RATING_SHIFT * (hard - easy)) / (n + COMPUTED_WEIGHT_IN_RATINGS);
  return Math.min(100, Math.max(1, Math.round(computed + shift)));
}
