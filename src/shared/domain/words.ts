/** Where a video has no word count (no transcript), and for off-platform input (100 words a minute: docs/progress.md "Totals"). */
export const WORDS_PER_MINUTE_WITHOUT_TRANSCRIPT = 100;

/**
 * Words per second of a video: its transcript's word count over its duration, or the default
 * pace when it has no word count or no duration.
 */
export function wordsPerSecond(wordCount: number | null, durationSeconds: number): number {
  if (wordCount === null || !(durationSeconds > 0)) return WORDS_PER_MINUTE_WITHOUT_TRANSCRIPT / 60;
  return Math.max(0, wordCount) / durationSeconds;
}

/**
 * Words heard, rounded: the words of videos with a transcript (watched seconds × their words per
 * second, summed), plus every other second of input at the default pace.
 */
export function wordsHeard(input: { transcriptWords: number; secondsAtDefaultPace: number }): number {
  const defaultWords = (Math.max(0, input.secondsAtDefaultPace) / 60) * WORDS_PER_MINUTE_WITHOUT_TRANSCRIPT;
  return Math.round(Math.max(0, input.transcriptWords) + defaultWords);
}
