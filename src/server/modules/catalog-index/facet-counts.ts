import { type Bitset, countBoth } from "./bitset";
import type { Facet } from "./catalog-model";

/**
 * How many of the mask's videos have each option of a facet. Two ways, whichever touches less:
 * AND each option's bitset with the mask (a few options: levels, duration bins, topics), or one
 * pass over the mask's members adding to their options' counters (many options: speakers).
 */
export function countOptions(facet: Facet, mask: Bitset, members: number): Uint32Array {
  const counts = new Uint32Array(facet.names.length);
  if (facet.names.length * mask.length <= members * facet.optionsPerVideo) {
    for (let option = 0; option < counts.length; option++)
      counts[option] = countBoth(facet.videosWith[option]!, mask);
    return counts;
  }
  const { optionStart, optionIds } = facet;
  for (let w = 0; w < mask.length; w++) {
    let word = mask[w]!;
    const first = w << 5;
    while (word !== 0) {
      const ordinal = first + 31 - Math.clz32(word & -word);
      const end = optionStart[ordinal + 1]!;
      for (let k = optionStart[ordinal]!; k < end; k++) counts[optionIds[k]!]!++;
      word &= word - 1; // clears the lowest set bit
    }
  }
  return counts;
}

// Counts over a caller's whole visible set (the browse screen before any filter, or a facet's
// counts when only that facet is filtered) are the same for everyone until the set changes.
const countsOverVisible = new WeakMap<Bitset, Map<Facet, Uint32Array>>();

/** countOptions, remembered when the mask is the (shared, never modified) visible set itself. */
export function countOptionsRemembered(
  facet: Facet,
  mask: Bitset,
  members: number,
  visible: Bitset,
): Uint32Array {
  if (mask !== visible) return countOptions(facet, mask, members);
  const byFacet = countsOverVisible.get(visible) ?? new Map<Facet, Uint32Array>();
  countsOverVisible.set(visible, byFacet);
  const counts = byFacet.get(facet) ?? countOptions(facet, mask, members);
  byFacet.set(facet, counts);
  return counts.slice();
}
