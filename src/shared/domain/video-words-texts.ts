/* The words texts of the watch page and of browse's cards (docs/screens.md "Watch", "Browse"). */
/** "Difficulty 42/100": the video's difficulty beside its level (docs/words.md "The shown difficulty"). */
export function difficultyText(difficulty: number): string {
  return `Difficulty ${difficulty}/100`;
}

/**
 * "You know about 87% of its words": the share of the video's running words whose lemma the
 * learner has acquired, rounded down (an "about" that never promises more than is true), 99% at
 * most short of every word, 100% only for all of them.
 */
export function coverageText(coverage: number): string {
  const percent = coverage >= 1 ? 100 : Math.min(99, Math.floor(Math.max(0, coverage) * 100));
  return `You know about ${percent}% of its words`;
}
