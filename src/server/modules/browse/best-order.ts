import { distanceToComprehensibleZone } from "../../../shared/domain/word-difficulty";

/**
 * "Best for you" (docs/words.md "Best for you"): the videos the learner has not watched first,
 * then, within each, the videos with an analysed transcript by their coverage's distance to the
 * comprehensible zone (nearest first, 0 inside it), then those without one; ties keep the
 * default order (`fallback`, newest first), so the order is total and stable while scrolling.
 *
 * `coverage[ordinal]` is NaN for a video without an analysis; `unwatched(ordinal)` says whether
 * the learner has not watched it (docs/watch-time.md: a fraction of 0.8 or less).
 */
export function bestForYouOrder(
  fallback: Uint32Array,
  coverage: Float64Array,
  unwatched: (ordinal: number) => boolean,
): Uint32Array {
  const n = fallback.length;
  const place = new Uint32Array(coverage.length);
  for (let i = 0; i < n; i++) place[fallback[i]!] = i;
  // One number per video: watched adds 4, no analysis adds 2, then the distance (0..1).
  const key = new Float64Array(coverage.length);
  for (let i = 0; i < n; i++) {
    const ordinal = fallback[i]!;
    const c = coverage[ordinal]!;
    key[ordinal] = (unwatched(ordinal) ? 0 : 4) + (Number.isNaN(c) ? 2 : distanceToComprehensibleZone(c));
  }
  return Uint32Array.from(fallback).sort((a, b) => key[a]! - key[b]! || place[a]! - place[b]!);
}
