import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { DURATION_BINS } from "../../../shared/domain/durations";
import { andInto, andNot, type Bitset, countBits, emptyBitset, hasBit, orInto } from "./bitset";
import type { BrowseFilter, DurationBounds } from "./browse-filter";
import { type CatalogIndex, FACET_NAMES, type Facet, type FacetName } from "./catalog-index";
import { countOptionsRemembered } from "./facet-counts";
import { matchQuery } from "./text-index";

/** What the caller changes about a search: what they may see and what they have watched. */
export interface BrowseScope {
  /** The videos this caller may see (every video for admins). */
  visible: Bitset;
  /** Videos the caller has not watched (fraction 0.8 or less); null when they have watched none. */
  unwatched: Bitset | null;
}

type ConstraintKey = FacetName | "durations" | "text" | "watched";
type Constraints = Map<ConstraintKey, Bitset>;

/** OR inside a facet; names that are not options (a removed topic) select nothing. */
function facetMask(index: CatalogIndex, facet: Facet, names: string[]): Bitset {
  const mask = emptyBitset(index.size);
  for (const name of names) {
    const option = facet.optionByName.get(name);
    if (option !== undefined) orInto(mask, facet.videosWith[option]!);
  }
  return mask;
}

/** [lower, upper): two precomputed sets when both bounds are slider stops, else a scan. */
function durationMask(index: CatalogIndex, bounds: DurationBounds): Bitset {
  const below = bounds.upper === null ? index.all : index.shorterThan.get(bounds.upper);
  const tooShort = bounds.lower === null ? undefined : index.shorterThan.get(bounds.lower);
  if (below && (bounds.lower === null || tooShort)) return tooShort ? andNot(below, tooShort) : below;
  const mask = emptyBitset(index.size);
  const lower = bounds.lower ?? Number.NEGATIVE_INFINITY;
  const upper = bounds.upper ?? Number.POSITIVE_INFINITY;
  for (let ordinal = 0; ordinal < index.size; ordinal++) {
    const seconds = index.durations[ordinal]!;
    if (seconds >= lower && seconds < upper) mask[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }
  return mask;
}

/** One bitset per active filter; AND across them gives the result. */
function constraintsOf(index: CatalogIndex, filter: BrowseFilter, scope: BrowseScope): Constraints {
  const constraints: Constraints = new Map();
  for (const name of FACET_NAMES) {
    const selected = filter.selected[name];
    if (selected.length > 0) constraints.set(name, facetMask(index, index.facets[name], selected));
  }
  if (filter.durations) constraints.set("durations", durationMask(index, filter.durations));
  const text = filter.text ? matchQuery(index.text, filter.text) : null;
  if (text) constraints.set("text", text);
  if (filter.hideWatched && scope.unwatched) constraints.set("watched", scope.unwatched);
  return constraints;
}

/**
 * The visible videos that pass every constraint except `skipped` (a facet's own filter). With no
 * constraint left this is the visible set itself: callers only read it.
 */
function matching(scope: BrowseScope, constraints: Constraints, skipped?: ConstraintKey): Bitset {
  if (constraints.size === 0 || (constraints.size === 1 && skipped && constraints.has(skipped))) {
    return scope.visible;
  }
  const result = scope.visible.slice();
  for (const [key, mask] of constraints) if (key !== skipped) andInto(result, mask);
  return result;
}

/** Page `page` (from 1) of the matching videos in `order`, and whether another page exists. */
export function browsePage(
  index: CatalogIndex,
  filter: BrowseFilter,
  scope: BrowseScope,
  order: Uint32Array,
  pageSize: number,
): { ordinals: number[]; hasMore: boolean } {
  const mask = matching(scope, constraintsOf(index, filter, scope));
  const skip = (filter.page - 1) * pageSize;
  const ordinals: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length; i++) {
    const ordinal = order[i]!;
    if (!hasBit(mask, ordinal) || seen++ < skip) continue;
    if (ordinals.length === pageSize) return { ordinals, hasMore: true };
    ordinals.push(ordinal);
  }
  return { ordinals, hasMore: false };
}

/** The numbers of a statistics answer, in the order of the index's options and DURATION_BINS. */
export interface StatisticsCounts {
  total: number;
  facets: Record<FacetName, Uint32Array>;
  durations: Uint32Array;
}

/**
 * `total` with every filter; each facet counted with every filter except its own, every option
 * listed (count 0 included); the duration bins counted with every filter except durations.
 */
export function browseStatistics(
  index: CatalogIndex,
  filter: BrowseFilter,
  scope: BrowseScope,
): StatisticsCounts {
  const constraints = constraintsOf(index, filter, scope);
  const all = matching(scope, constraints);
  const total = countBits(all);
  const facets = {} as Record<FacetName, Uint32Array>;
  for (const name of FACET_NAMES)
    facets[name] = countWithout(scope, constraints, name, all, total, index.facets[name]);
  const durations = countWithout(scope, constraints, "durations", all, total, index.durationBins);
  return { total, facets, durations };
}

/** A filter's own options, counted with every other filter applied. */
function countWithout(
  scope: BrowseScope,
  constraints: Constraints,
  key: ConstraintKey,
  all: Bitset,
  allCount: number,
  facet: Facet,
): Uint32Array {
  const mask = constraints.has(key) ? matching(scope, constraints, key) : all;
  const members = mask === all ? allCount : countBits(mask);
  return countOptionsRemembered(facet, mask, members, scope.visible);
}

/** The contract's statistics object (the reference that statistics-json.ts encodes as bytes). */
export function toStatistics(index: CatalogIndex, counts: StatisticsCounts): BrowseStatistics {
  const facet = (name: FacetName) =>
    index.facets[name].names.map((option, i) => ({ name: option, count: counts.facets[name][i]! }));
  return {
    total: counts.total,
    statistics: {
      levels: facet("levels"),
      channels: facet("channels"),
      speakers: facet("speakers"),
      topics: facet("topics"),
      durations: DURATION_BINS.map((bin, i) => ({
        start: bin.start,
        end: bin.end,
        count: counts.durations[i]!,
      })),
    },
  };
}
