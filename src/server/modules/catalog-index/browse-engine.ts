import type { BrowseStatistics } from "../../../shared/contracts/browse";
import { DURATION_BINS } from "../../../shared/domain/durations";
import { and3Into, type Bitset, countBits, hasBit } from "./bitset";
import { BitsetArena } from "./bitset-arena";
import type { BrowseFilter } from "./browse-filter";
import {
  type CatalogIndex,
  FACET_NAMES,
  type Facet,
  type FacetName,
  type StatisticsCounts,
} from "./catalog-model";
import { countOptionsRemembered } from "./facet-counts";
import { type QueryFilterKey, queryMasksOf } from "./query-masks";

/** What the caller changes about a search: what they may see and what they have watched. */
export interface BrowseScope {
  /** The videos this caller may see (every video for admins). */
  visible: Bitset;
  /** Videos the caller has not watched (fraction 0.8 or less); null when they have watched none. */
  unwatched: Bitset | null;
}

// The sets of a call's intermediate results (see BitsetArena: engine calls are synchronous).
const arena = new BitsetArena();

/**
 * The caller's visible videos that pass `queryMask` (null: no filter) and, with hide-watched, that
 * they have not watched; and how many there are. With no filter at all this is the visible set
 * itself (callers only read it), else a set of the arena.
 */
function callerMask(
  scope: BrowseScope,
  queryMask: Bitset | null,
  hideWatched: boolean,
): { mask: Bitset; members: number } {
  const unwatched = hideWatched ? scope.unwatched : null;
  const visible = scope.visible;
  if (!queryMask && !unwatched) return { mask: visible, members: countBits(visible) };
  const mask = arena.overwritable();
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
  arena.begin(index.size);
  const { mask } = callerMask(scope, queryMasksOf(index, filter, arena).all, filter.hideWatched);
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

/**
 * `total` with every filter; each facet counted with every filter except its own, every option
 * listed (count 0 included); the duration bins counted with every filter except durations.
 */
export function browseStatistics(
  index: CatalogIndex,
  filter: BrowseFilter,
  scope: BrowseScope,
): StatisticsCounts {
  arena.begin(index.size);
  const masks = queryMasksOf(index, filter, arena);
  const all = callerMask(scope, masks.all, filter.hideWatched);
  // A filter's own options, counted with every other filter applied.
  const countWithout = (key: QueryFilterKey, facet: Facet): Uint32Array => {
    const others = masks.allBut(key);
    const { mask, members } = others === undefined ? all : callerMask(scope, others, filter.hideWatched);
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
