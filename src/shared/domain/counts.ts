/**
 * How a count is written on every page, in every mail and in the server's sentences
 * (docs/product-rules.md "Counts"): digits grouped by thousands with commas, and the noun after it
 * in the singular for exactly one.
 */

/** A whole count: "7", "12,345". */
export function formatCount(n: number): string {
  return n.toLocaleString("en-GB");
}

/** A count and its noun: "1 video", "12,345 videos"; `plural` where an "s" is not it ("entries"). */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : plural}`;
}
