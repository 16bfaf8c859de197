import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { DURATION_BINS } from "../../../shared/domain/durations";
import { and3Into, type Bitset, countBits, emptyBitset, hasBit } from "./bitset";
import type { BrowseFilter } from "./browse-filter";
import { type CatalogIndex, FACET_NAMES, type Facet, type FacetName } from "./catalog-index";
import { countOptionsRemembered } from "./facet-counts";
import { type QueryFilterKey, queryMasksOf } from "./query-masks";

/** What the caller changes about a search: what they may see and what they have watched. */
export interface BrowseScope {
  /** The videos this caller may see (every video for admins). */
  visible: Bitset;
  /** Videos the caller has not watched (fraction 0.8 or less); null when they have watched none. */
  unwatched: Bitset | null;
}

// Two reusable bitsets for a call's intermediate results. Engine calls run synchronously, start
// to finish, so no two calls ever share them, and a call allocates no bitset of its own.
const scratch: Bitset[] = [emptyBitset(0), emptyBitset(0)];

function scratchBitset(slot: 0 | 1, words: number): Bitset {
  if (scratch[slot]!.length !== words) scratch[slot] = new Uint32Array(words);
  return scratch[slot]!;
}

/**
 * The caller's visible videos that pass `queryMask` (null: no filter) and, with hide-watched, that
 * they have not watched; and how many there are. With no filter at all this is the visible set
 * itself (callers only read it), else it is written into scratch bitset `slot`.
 */
function callerMask(
  scope: BrowseScope,
  queryMask: Bitset | null,
  hideWatched: boolean,
  slot: 0 | 1,
): { mask: Bitset; members: number } {
  const unwatched = hideWatched ? scope.unwatched : null;
  const visible = scope.visible;
  if (!queryMask && !unwatched) return { mask: visible, members: countBits(visible) };
  const mask = scratchBitset(slot, visible.length);
  return { mask, members: and3Into(mask, visible, queryMask ?? visible, unwatched ?? visible) };
}

/** Page `page` (from 1) of the matching videos in `order`, and whether another page exists. */
export function browsePage(
  index: CatalogIndex,
  filter: BrowseFilter,
  scope: BrowseScope,
  order: Uint32Array,
  pageSize: number,
): { ordinals: number[]; hasMore: boolean } {
  const { mask } = callerMask(scope, queryMasksOf(index, filter).all, filter.hideWatched, 0);
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
  const masks = queryMasksOf(index, filter);
  const all = callerMask(scope, masks.all, filter.hideWatched, 0);
  // A filter's own options, counted with every other filter applied.
  const countWithout = (key: QueryFilterKey, facet: Facet): Uint32Array => {
    const others = masks.allBut(key);
    const { mask, members } = others === undefined ? all : callerMask(scope, others, filter.hideWatched, 1);
    return countOptionsRemembered(facet, mask, members, scope.visible);
  };
  const facets = {} as Record<FacetName, Uint32Array>;
  for (const name of FACET_NAMES) facets[name] = countWithout(name, index.facets[name]);
  return { total: all.members, facets, durations: countWithout("durations", index.durationBins) };
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
