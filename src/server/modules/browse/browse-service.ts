import { BROWSE_PAGE_SIZE, type BrowseQuery, DEFAULT_SORT } from "../../../shared/contracts/browse";
import { WATCHED_FRACTION } from "../../../shared/contracts/video";
import { localDateOf } from "../../../shared/domain/dates";
import { hasPremiumAccess } from "../../../shared/domain/roles";
import { videoUnlocked } from "../../../shared/domain/video-access";
import { createWeakMemo } from "../../lib/weak-memo";
import type { Catalog, CatalogIndex } from "../catalog-index/index";
import {
  andNot,
  type Bitset,
  type BrowseFilter,
  type BrowseScope,
  browseFilterOf,
  browsePage,
  browseStatistics,
  emptyBitset,
  hasBit,
  NO_BROWSE_STATE,
  type PresortedSort,
  randomSeedOf,
  setBit,
  statisticsJson,
  type UserBrowseState,
  type UserVideoStates,
  videosPageJson,
} from "../catalog-index/index";
import type { UserStateCache } from "../learner-state/index";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import { bestForYouOrder } from "./best-order";
import { createScopeMemo, filterKey } from "./scope-memo";

/** A learner's coverage of each video of an index (words module's WordCoverage); null without history. */
export interface CoverageSource {
  byOrdinal(userId: string, index: CatalogIndex): Promise<Float64Array | null>;
}

/** Who is browsing: the session's user (null without a session) and their address. */
export interface BrowseCaller {
  user: Pick<UserRow, "id" | "roles" | "premium" | "timezone" | "is_anonymous"> | null;
  ip: string;
}

/** Stand for a premium caller and any other, a caller without coverage, in the answers' memo's path. */
const PREMIUM = {};
const NOT_PREMIUM = {};
const NO_COVERAGE = {};

const unwatchedByStates = new WeakMap<UserVideoStates, { index: CatalogIndex; unwatched: Bitset }>();
const visibleByHidden = new WeakMap<ReadonlySet<string>, { listed: Bitset; visible: Bitset }>();

/** Videos whose watched fraction (position / duration) is 0.8 or less (docs/watch-time.md). */
function unwatchedVideos(index: CatalogIndex, states: UserVideoStates): Bitset | null {
  if (states.size === 0) return null;
  // States are cached for a moment and shared by the calls of that moment: so is their bitset.
  const known = unwatchedByStates.get(states);
  if (known?.index === index) return known.unwatched;
  const watched = emptyBitset(index.size);
  for (const [videoId, state] of states) {
    const ordinal = index.ordinalById.get(videoId);
    if (ordinal === undefined) continue;
    const duration = index.durations[ordinal]!;
    if (duration > 0 && state.lastWatchTime / duration > WATCHED_FRACTION) setBit(watched, ordinal);
  }
  const unwatched = andNot(index.all, watched);
  unwatchedByStates.set(states, { index, unwatched });
  return unwatched;
}

/**
 * The listed videos but those the caller hid ("Not interested"): removed from `visible`, they leave
 * the list, the total and every count at once, as if they were not in the catalog for this caller.
 */
function withoutHidden(index: CatalogIndex, listed: Bitset, hidden: ReadonlySet<string>): Bitset {
  if (hidden.size === 0) return listed;
  // Shared by the calls of the moment the hidden set is cached for, as the unwatched set is.
  const known = visibleByHidden.get(hidden);
  if (known?.listed === listed) return known.visible;
  const hiddenSet = emptyBitset(index.size);
  for (const videoId of hidden) {
    const ordinal = index.ordinalById.get(videoId);
    if (ordinal !== undefined) setBit(hiddenSet, ordinal);
  }
  const visible = andNot(listed, hiddenSet);
  visibleByHidden.set(hidden, { listed, visible });
  return visible;
}

/** The rules of the browse screen (docs/browse.md) over the in-memory catalog. */
export function createBrowseService(catalog: Catalog, userStates: UserStateCache, coverage: CoverageSource) {
  // "Best for you" per coverage array and unwatched set: both are kept while they hold, so is the order.
  const bestOrders = new WeakMap<Float64Array, { unwatched: Bitset | null; order: Uint32Array }>();
  // Results kept by the caller's scope, order and filter (scope-memo.ts).
  const pages = createScopeMemo<ReturnType<typeof browsePage>>();
  const statistics = createScopeMemo<ReturnType<typeof browseStatistics>>();
  // The answers' bytes kept by all they are made of: a repeated call sends the very same Buffer,
  // which the compression cache finds by the object, with no JSON built and no hash taken
  // (docs/benchmarks.md "Compressed answers").
  const answers = createWeakMemo<Buffer>();
  // Every call with a session needs the caller's state: their hidden videos change every count.
  async function stateOf(caller: BrowseCaller): Promise<UserBrowseState> {
    return caller.user ? userStates.get(caller.user.id) : NO_BROWSE_STATE;
  }

  function scopeOf(index: CatalogIndex, caller: BrowseCaller, state: UserBrowseState, nowMs: number) {
    const listed = catalog.visibleTo(index, accessCallerOf(caller.user), nowMs);
    const visible = withoutHidden(index, listed, state.hidden);
    return { visible, unwatched: unwatchedVideos(index, state.states) } satisfies BrowseScope;
  }

  // A page and the statistics of one query read the same: its filter, the caller's state, the
  // index of this moment and what of it the caller may see.
  async function requestOf(query: BrowseQuery, caller: BrowseCaller) {
    const filter = browseFilterOf(query);
    const state = await stateOf(caller);
    const nowMs = Date.now();
    const index = catalog.current(nowMs);
    return { filter, state, nowMs, index, scope: scopeOf(index, caller, state, nowMs) };
  }

  /**
   * Random order is stable for one visitor for one local calendar day. "Best for you" needs the
   * learner's coverage: without a history (or a session) it is the default order (docs/words.md).
   */
  async function orderOf(
    index: CatalogIndex,
    filter: BrowseFilter,
    caller: BrowseCaller,
    scope: BrowseScope,
    nowMs: number,
  ): Promise<Uint32Array> {
    if (filter.sort === "best") {
      const fallback = index.orders[DEFAULT_SORT as PresortedSort];
      const covered = caller.user ? await coverage.byOrdinal(caller.user.id, index) : null;
      if (!covered) return fallback;
      const known = bestOrders.get(covered);
      if (known && known.unwatched === scope.unwatched) return known.order;
      const unwatched = scope.unwatched;
      const order = bestForYouOrder(fallback, covered, (o) => unwatched === null || hasBit(unwatched, o));
      bestOrders.set(covered, { unwatched, order });
      return order;
    }
    if (filter.sort !== "random") return index.orders[filter.sort];
    const visitor = caller.user?.id ?? `ip:${caller.ip}`;
    const day = localDateOf(nowMs, caller.user?.timezone ?? "UTC");
    return catalog.randomOrderOf(index, randomSeedOf(visitor, day));
  }

  return {
    /** One page of videos as the JSON bytes of the contract's response (video-json.ts). */
    async videos(query: BrowseQuery, caller: BrowseCaller): Promise<Buffer> {
      const { filter, state, nowMs, index, scope } = await requestOf(query, caller);
      const order = await orderOf(index, filter, caller, scope, nowMs);
      const page = pages(scope, order, filterKey(filter, true), () =>
        browsePage(index, filter, scope, order, BROWSE_PAGE_SIZE),
      );
      const premiumAccess = hasPremiumAccess(accessCallerOf(caller.user));
      // "You know about N% of its words" on the cards of a learner with a history (docs/words.md).
      const covered = caller.user ? await coverage.byOrdinal(caller.user.id, index) : null;
      const path = [index, page, state.states, covered ?? NO_COVERAGE, premiumAccess ? PREMIUM : NOT_PREMIUM];
      return answers(path, () => {
        const entries = page.ordinals.map((ordinal) => {
          const video = index.videos[ordinal]!;
          const known = covered?.[ordinal];
          return {
            ordinal,
            playable: videoUnlocked(premiumAccess, video),
            state: state.states.get(video.id),
            coverage: known === undefined || Number.isNaN(known) ? undefined : known,
          };
        });
        return videosPageJson(index.json, entries, page.hasMore);
      });
    },

    /** The statistics as the JSON bytes of the contract's response (statistics-json.ts). */
    async statistics(query: BrowseQuery, caller: BrowseCaller): Promise<Buffer> {
      const { filter, index, scope } = await requestOf(query, caller);
      const counts = statistics(scope, null, filterKey(filter, false), () =>
        browseStatistics(index, filter, scope),
      );
      return answers([index, counts], () => statisticsJson(index.statisticsTemplate, counts));
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
