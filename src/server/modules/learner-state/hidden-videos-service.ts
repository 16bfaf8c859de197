import type { HiddenVideo, HiddenVideosResponse } from "../../../shared/contracts/hidden-videos";
import type { Video } from "../../../shared/contracts/video";
import { videoUnlocked } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import type { Catalog } from "../catalog-index/index";
import { hasBit, type PageEntry, videosListJson } from "../catalog-index/index";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import { NO_SUCH_VIDEO } from "../video/index";
import { hideVideo, listHiddenVideos, unhideVideo } from "./hidden-videos-repository";
import type { UserStateCache } from "./user-state-cache";
import { loadUserBrowseState } from "./user-video-state";

type Caller = Pick<UserRow, "id" | "roles" | "premium" | "is_anonymous">;

/**
 * "Not interested" (docs/browse.md "Hidden videos"): a visitor hides a video from
 * their own browse and brings it back. Browse leaves hidden videos out through the caller's cached
 * state (browse-service.ts), which every change here drops at once.
 */
export function createHiddenVideos(catalog: Catalog, db: Db, userStates: UserStateCache) {
  async function change(user: Caller, videoId: string, hidden: boolean): Promise<{ hidden: boolean }> {
    const write = hidden ? hideVideo : unhideVideo;
    if (!(await write(db, user.id, videoId, user))) throw notFound(NO_SUCH_VIDEO);
    // Before the answer, so that the browse call the client makes next cannot see the old state.
    userStates.forget(user.id);
    return { hidden };
  }

  return {
    hide: (user: Caller, videoId: string) => change(user, videoId, true),
    unhide: (user: Caller, videoId: string) => change(user, videoId, false),

    /** The caller's hidden videos that browse would otherwise list for them, the last hidden first. */
    async list(user: Caller | null): Promise<HiddenVideosResponse> {
      if (!user) return { videos: [] };
      const [rows, { states }] = await Promise.all([
        listHiddenVideos(db, user.id),
        loadUserBrowseState(db, user.id),
      ]);
      const { index, listed, premiumAccess } = catalog.viewFor(accessCallerOf(user), Date.now());
      const entries: PageEntry[] = [];
      const hiddenAt: string[] = [];
      for (const row of rows) {
        const ordinal = index.ordinalById.get(row.videoId);
        // A video withdrawn since (hidden by an admin, rescheduled) is not offered back.
        if (ordinal === undefined || !hasBit(listed, ordinal)) continue;
        entries.push({
          ordinal,
          playable: videoUnlocked(premiumAccess, index.videos[ordinal]!),
          state: states.get(row.videoId),
        });
        hiddenAt.push(row.hiddenAt.toISOString());
      }
      // The cards as browse encodes them (the index keeps titles only as JSON); a short list, so
      // decoding them again to add `hiddenAt` costs little.
      const { videos } = JSON.parse(videosListJson(index.json, entries).toString("utf8")) as {
        videos: Video[];
      };
      return {
        videos: videos.map((video, i): HiddenVideo => ({ ...video, hiddenAt: hiddenAt[i]! })),
      };
    },
  };
}

export type HiddenVideos = ReturnType<typeof createHiddenVideos>;
