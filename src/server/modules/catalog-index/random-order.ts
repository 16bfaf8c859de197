/**
 * Random sort: a pseudo-random order that is a pure function of (seed, video id), so one visitor
 * sees the same order all day (infinite scroll never repeats or skips) and another visitor, or the
 * next day, sees a different one.
 */

/** FNV-1a, 32 bits: a fast, well-spread hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: every input bit flips about half of the output bits. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seed of one visitor's order on one local calendar day. */
export function randomSeedOf(visitorId: string, localDay: string): number {
  return hashString(`${visitorId}|${localDay}`);
}

// Ordinals fit in 21 bits (2 million videos); a 32-bit key times 2^21 stays below 2^53.
const ORDINAL_SPAN = 2 ** 21;

/**
 * All ordinals ordered by mix32(idHash ^ seed); equal keys fall back to the ordinal (id order),
 * so the order is total and deterministic.
 */
export function randomOrder(idHashes: Uint32Array, seed: number): Uint32Array {
  const keys = new Float64Array(idHashes.length);
  for (let ordinal = 0; ordinal < idHashes.length; ordinal++) {
    keys[ordinal] = mix32((idHashes[ordinal]! ^ seed) >>> 0) * ORDINAL_SPAN + ordinal;
  }
  keys.sort();
  const order = new Uint32Array(keys.length);
  for (let i = 0; i < keys.length; i++) order[i] = keys[i]! % ORDINAL_SPAN;
  return order;
}
