/**
 * Fixed-size bitsets over video ordinals (0..size-1), one bit per video in 32-bit words.
 * A catalog of 10,000 videos needs 313 words (1.25 KB) per set, so every filter, facet option and
 * visibility rule is one small typed array, and AND / OR / count are tight loops over words.
 * The words are signed: V8 keeps an Int32Array's elements in integer registers, where a
 * Uint32Array's words with the top bit set become doubles (the loops ran a third slower).
 */
export type Bitset = Int32Array;

export function emptyBitset(size: number): Bitset {
  return new Int32Array((size + 31) >>> 5);
}

/** Every ordinal below `size` set. */
export function fullBitset(size: number): Bitset {
  const set = emptyBitset(size);
  set.fill(-1);
  const spare = set.length * 32 - size;
  if (spare > 0) set[set.length - 1] = -1 >>> spare;
  return set;
}

export function setBit(set: Bitset, ordinal: number): void {
  set[ordinal >>> 5]! |= 1 << (ordinal & 31);
}

export function hasBit(set: Bitset, ordinal: number): boolean {
  return (set[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
}

export function bitsetOf(size: number, ordinals: Iterable<number>): Bitset {
  const set = emptyBitset(size);
  for (const ordinal of ordinals) setBit(set, ordinal);
  return set;
}

/** a AND b, as a new set. */
export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Int32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

/** a AND NOT b, as a new set. */
export function andNot(a: Bitset, b: Bitset): Bitset {
  const out = new Int32Array(a.length);
  andNotInto(out, a, b);
  return out;
}

/** target = a AND NOT b. */
export function andNotInto(target: Bitset, a: Bitset, b: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i] = a[i]! & ~b[i]!;
}

/** target |= source, in place. */
export function orInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** target &= source, in place. */
export function andInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= source[i]!;
}

/** target = a AND b AND c, in one pass; returns how many ordinals target holds. */
export function and3Into(target: Bitset, a: Bitset, b: Bitset, c: Bitset): number {
  let count = 0;
  for (let i = 0; i < target.length; i++) {
    const word = a[i]! & b[i]! & c[i]!;
    target[i] = word;
    if (word !== 0) count += popcount32(word);
  }
  return count;
}

/** Sets every ordinal of a sorted posting list. */
export function orPostingsInto(target: Bitset, postings: Uint32Array): void {
  for (let i = 0; i < postings.length; i++) {
    const ordinal = postings[i]!;
    target[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
}

/** Set bits of a 32-bit word (SWAR; Math.imul keeps the last step in 32-bit integers). */
function popcount32(word: number): number {
  let x = (word - ((word >>> 1) & 0x55555555)) | 0;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(set: Bitset): number {
  let count = 0;
  for (let i = 0; i < set.length; i++) count += popcount32(set[i]!);
  return count;
}

/** The number of ordinals in both sets, without building their intersection. */
export function countBoth(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) count += popcount32(a[i]! & b[i]!);
  return count;
}

/** Calls `visit` with every set ordinal, in increasing order. */
export function forEachBit(set: Bitset, visit: (ordinal: number) => void): void {
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}
