import { CONTINUE_WATCHING_LIMIT, isUnfinished } from "../../../shared/contracts/continue-watching-values";
import { videoUnlocked } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import type { BrowseCaller } from "../browse/index";
import type { Catalog } from "../catalog-index/index";
import { hasBit, type PageEntry, videosListJson } from "../catalog-index/index";
import { accessCallerOf } from "../user/index";
import { loadStartedVideos } from "./continue-watching-repository";
import { loadHiddenVideoIds } from "./hidden-videos-repository";

const NONE = Buffer.from('{"videos":[]}');

/**
 * Continue watching (docs/browse.md "Continue watching"): the caller's started, unfinished videos among those
 * browse lists for them (an admin's browse lists every video; none they hid), the last watched first.
 */
export function createContinueWatching(catalog: Catalog, db: Db) {
  return {
    /** The contract's response as JSON bytes (video-json.ts), the same cards as a browse page. */
    async videos(user: BrowseCaller["user"]): Promise<Buffer> {
      // Without a session there is nothing to resume: an empty row, not an error.
      if (!user) return NONE;
      const [started, hidden] = await Promise.all([
        loadStartedVideos(db, user.id),
        loadHiddenVideoIds(db, user.id),
      ]);
      const { index, listed, premiumAccess } = catalog.viewFor(accessCallerOf(user), Date.now());
      const entries: PageEntry[] = [];
      for (const state of started) {
        const ordinal = index.ordinalById.get(state.videoId);
        // Deleted (not in the index) or not listed for this caller (hidden, not yet released).
        if (ordinal === undefined || !hasBit(listed, ordinal)) continue;
        // "Not interested" (hidden-videos-service.ts) takes it out of this row as out of the grid.
        if (hidden.has(state.videoId)) continue;
        if (!isUnfinished({ lastWatchTime: state.lastWatchTime, duration: index.durations[ordinal]! }))
          continue;
        entries.push({ ordinal, playable: videoUnlocked(premiumAccess, index.videos[ordinal]!), state });
        if (entries.length === CONTINUE_WATCHING_LIMIT) break;
      }
      return videosListJson(index.json, entries);
    },
  };
}

export type ContinueWatching = ReturnType<typeof createContinueWatching>;
