/*
 * Acquired words (docs/words.md "Acquired words"): a lemma counts as acquired once the learner
 * has heard it in enough distinct cues across enough videos; the numbers are settings.
 */

export interface AcquisitionThresholds {
  /** Distinct cues (sentences) the lemma was heard in. */
  cues: number;
  /** Distinct videos those were in. */
  videos: number;
}

export function isAcquired(
  word: { cues: number; videos: number },
  thresholds: AcquisitionThresholds,
): boolean {
  return word.cues >= thresholds.cues && word.videos >= thresholds.videos;
}

/** The acquired counts the "Acquired Words" notification marks (docs/product-rules.md "Notifications"). */
export const ACQUIRED_WORDS_MILESTONES = [100, 250, 500, 1000, 2000, 3000, 5000, 10000] as const;

/**
 * The highest milestone `acquired` has reached, or undefined. Asked after every change: the
 * notification's unique key makes each milestone once, and a jump past several makes only the
 * highest (as the input milestones do).
 */
export function acquiredMilestoneReached(acquired: number): number | undefined {
  let reached: number | undefined;
  for (const milestone of ACQUIRED_WORDS_MILESTONES) if (acquired >= milestone) reached = milestone;
  return reached;
}
