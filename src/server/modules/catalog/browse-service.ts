import { BROWSE_PAGE_SIZE, type BrowseQuery } from "../../../shared/contracts/browse";
import { WATCHED_FRACTION } from "../../../shared/contracts/video";
import { localDateOf } from "../../../shared/domain/dates";
import type { UserRow } from "../user/user-mapper";
import { andNot, type Bitset, emptyBitset, setBit } from "./bitset";
import { type BrowseScope, browsePage, browseStatistics } from "./browse-engine";
import { type BrowseFilter, browseFilterOf } from "./browse-filter";
import type { CatalogIndex } from "./catalog-model";
import type { Catalog } from "./catalog-service";
import { randomSeedOf } from "./random-order";
import { statisticsJson } from "./statistics-json";
import type { UserStateCache } from "./user-state-cache";
import { NO_VIDEO_STATES, type UserVideoStates } from "./user-video-state";
import { videosPageJson } from "./video-json";

/** Who is browsing: the session's user (null without a session) and their address. */
export interface BrowseCaller {
  user: Pick<UserRow, "id" | "roles" | "premium" | "timezone"> | null;
  ip: string;
}

const unwatchedByStates = new WeakMap<UserVideoStates, { index: CatalogIndex; unwatched: Bitset }>();

function isAdmin(caller: BrowseCaller): boolean {
  return caller.user?.roles.includes("admin") ?? false;
}

/** Videos whose watched fraction (position / duration) is 0.8 or less (PRODUCT.md "Watch time"). */
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

/** The rules of the browse screen (PRODUCT.md "Browse") over the in-memory catalog. */
export function createBrowseService(catalog: Catalog, userStates: UserStateCache) {
  async function statesOf(caller: BrowseCaller, needed: boolean): Promise<UserVideoStates> {
    return caller.user && needed ? userStates.get(caller.user.id) : NO_VIDEO_STATES;
  }

  function scopeOf(index: CatalogIndex, caller: BrowseCaller, states: UserVideoStates, nowMs: number) {
    const visible = isAdmin(caller) ? index.all : catalog.listedVideos(index, nowMs);
    return { visible, unwatched: unwatchedVideos(index, states) } satisfies BrowseScope;
  }

  /** Random order is stable for one visitor for one local calendar day. */
  function orderOf(index: CatalogIndex, filter: BrowseFilter, caller: BrowseCaller, nowMs: number) {
    if (filter.sort !== "random") return index.orders[filter.sort];
    const visitor = caller.user?.id ?? `ip:${caller.ip}`;
    const day = localDateOf(nowMs, caller.user?.timezone ?? "UTC");
    return catalog.randomOrderOf(index, randomSeedOf(visitor, day));
  }

  return {
    /** One page of videos as the JSON bytes of the contract's response (video-json.ts). */
    async videos(query: BrowseQuery, caller: BrowseCaller): Promise<Buffer> {
      const filter = browseFilterOf(query);
      const states = await statesOf(caller, true);
      const nowMs = Date.now();
      const index = catalog.current(nowMs);
      const scope = scopeOf(index, caller, states, nowMs);
      const order = orderOf(index, filter, caller, nowMs);
      const page = browsePage(index, filter, scope, order, BROWSE_PAGE_SIZE);
      const canPlayPremium = isAdmin(caller) || (caller.user?.premium ?? false);
      const entries = page.ordinals.map((ordinal) => {
        const video = index.videos[ordinal]!;
        return { ordinal, playable: !video.premium || canPlayPremium, state: states.get(video.id) };
      });
      return videosPageJson(index.json, entries, page.hasMore);
    },

    /** The statistics as the JSON bytes of the contract's response (statistics-json.ts). */
    async statistics(query: BrowseQuery, caller: BrowseCaller): Promise<Buffer> {
      const filter = browseFilterOf(query);
      const states = await statesOf(caller, filter.hideWatched);
      const nowMs = Date.now();
      const index = catalog.current(nowMs);
      return statisticsJson(
        index.statisticsTemplate,
        browseStatistics(index, filter, scopeOf(index, caller, states, nowMs)),
      );
    },
  };
}

export type BrowseService = ReturnType<typeof createBrowseService>;
