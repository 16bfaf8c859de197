import { andInto, andNotInto, type Bitset, orInto } from "./bitset";
import type { BitsetArena } from "./bitset-arena";
import type { BrowseFilter, DifficultyBounds, DurationBounds } from "./browse-filter";
import { type CatalogIndex, FACET_NAMES, type Facet, type FacetName } from "./catalog-model";
import { matchQuery } from "./text-index";

/** A filter of the browse query: one facet, the duration or difficulty range, or the search text. */
export type QueryFilterKey = FacetName | "durations" | "difficulty" | "text" | "series";

/**
 * The query's own filters over one index, as bitsets: the same for every caller (a caller only
 * adds what they may see and what they have watched). Read only: they may be an index's own sets.
 */
export interface QueryMasks {
  /** AND of every filter of the query; null when it filters nothing. */
  all: Bitset | null;
  /**
   * AND of every filter but `key` (what a facet's own counts are computed over): undefined when
   * `key` is not a filter of the query, null when it is the only one. Built when asked: the list
   * never needs it.
   */
  allBut(key: QueryFilterKey): Bitset | null | undefined;
}

/** The query's masks, built in `arena`: they are valid until the arena's next call begins. */
export function queryMasksOf(index: CatalogIndex, filter: BrowseFilter, arena: BitsetArena): QueryMasks {
  const filters = new Map<QueryFilterKey, Bitset>();
  for (const name of FACET_NAMES) {
    const selected = filter.selected[name];
    if (selected.length > 0) filters.set(name, facetMask(index.facets[name], selected, arena));
  }
  if (filter.durations) filters.set("durations", durationMask(index, filter.durations, arena));
  if (filter.difficulty) filters.set("difficulty", difficultyMask(index, filter.difficulty, arena));
  const text = filter.text ? matchQuery(index.text, filter.text, () => arena.empty()) : null;
  if (text) filters.set("text", text);
  if (filter.seriesOnly) filters.set("series", index.seriesEpisodes);
  return {
    all: intersection(filters, arena),
    allBut: (key) => (filters.has(key) ? intersection(filters, arena, key) : undefined),
  };
}

/** AND of the filters but `skipped`; one filter is returned as it is, none gives null. */
function intersection(
  filters: Map<QueryFilterKey, Bitset>,
  arena: BitsetArena,
  skipped?: QueryFilterKey,
): Bitset | null {
  let result: Bitset | null = null;
  let shared = true; // result is still one of the filters' own sets
  for (const [key, set] of filters) {
    if (key === skipped) continue;
    if (result === null) {
      result = set;
    } else {
      if (shared) result = arena.copyOf(result);
      shared = false;
      andInto(result, set);
    }
  }
  return result;
}

/** OR inside a facet; names that are not options (a removed topic) select nothing. */
function facetMask(facet: Facet, names: string[], arena: BitsetArena): Bitset {
  const mask = arena.empty();
  for (const name of names) {
    const option = facet.optionByName.get(name);
    if (option !== undefined) orInto(mask, facet.videosWith[option]!);
  }
  return mask;
}

/** [lower, upper): two precomputed sets when both bounds are slider stops, else a scan. */
function durationMask(index: CatalogIndex, bounds: DurationBounds, arena: BitsetArena): Bitset {
  const below = bounds.upper === null ? index.all : index.shorterThan.get(bounds.upper);
  const tooShort = bounds.lower === null ? undefined : index.shorterThan.get(bounds.lower);
  if (below && bounds.lower === null) return below;
  if (below && tooShort) {
    const mask = arena.overwritable();
    andNotInto(mask, below, tooShort);
    return mask;
  }
  const mask = arena.empty();
  const lower = bounds.lower ?? Number.NEGATIVE_INFINITY;
  const upper = bounds.upper ?? Number.POSITIVE_INFINITY;
  for (let ordinal = 0; ordinal < index.size; ordinal++) {
    const seconds = index.durations[ordinal]!;
    if (seconds >= lower && seconds < upper) mask[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
  return mask;
}

/** [lower, upper], both included; a video without a difficulty (no analysed transcript) is outside every range. */
function difficultyMask(index: CatalogIndex, bounds: DifficultyBounds, arena: BitsetArena): Bitset {
  const mask = arena.empty();
  const lower = Math.max(1, bounds.lower ?? 1);
  const upper = bounds.upper ?? 100;
  for (let ordinal = 0; ordinal < index.size; ordinal++) {
    const difficulty = index.difficulties[ordinal]!;
    if (difficulty >= lower && difficulty <= upper) mask[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
  return mask;
}
