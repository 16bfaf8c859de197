import {
  MAX_PLAYLIST_VIDEOS,
  MAX_PLAYLISTS,
  PLAYLIST_TEXTS,
  type PlaylistResponse,
  type PlaylistSummary,
  type PlaylistsResponse,
  type UpdatePlaylistRequest,
  WATCH_LATER_NAME,
} from "../../../shared/contracts/playlists";
import type { Video } from "../../../shared/contracts/video";
import { videoUnlocked } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import type { Catalog, CatalogIndex } from "../catalog-index/index";
import { hasBit, type PageEntry, videosListJson } from "../catalog-index/index";
import type { UserStateCache } from "../learner-state/index";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import { NO_SUCH_VIDEO } from "../video/index";
import {
  appendVideo,
  countNamedPlaylists,
  deletePlaylist,
  ensureWatchLater,
  findPlaylist,
  insertPlaylist,
  isVideoListedFor,
  listPlaylists,
  lockWatchLater,
  type PlaylistRow,
  removeVideo,
  renamePlaylist,
  writeOrder,
} from "./playlists-repository";

type Caller = Pick<UserRow, "id" | "roles" | "premium" | "is_anonymous">;

/**
 * My Playlists (docs/product-rules.md "Playlists"). A playlist shows the caller only the videos
 * the one access rule lets them see (the catalog's `viewFor`: hidden, scheduled and deleted ones
 * drop out without an error, premium ones come locked), and every write refuses a video id the
 * caller may not see with the 404 of an unknown one (`isVideoListedFor`, `videoVisibleTo`).
 */
export function createPlaylists(catalog: Catalog, db: Db, userStates: UserStateCache) {
  /** The ids of the playlist's videos the caller sees, in order, with their place in the index. */
  function shown(row: PlaylistRow, index: CatalogIndex, listed: ReturnType<Catalog["viewFor"]>["listed"]) {
    const ordinals: number[] = [];
    const ids: string[] = [];
    for (const videoId of row.videoIds) {
      const ordinal = index.ordinalById.get(videoId);
      if (ordinal === undefined || !hasBit(listed, ordinal)) continue;
      ordinals.push(ordinal);
      ids.push(videoId);
    }
    return { ordinals, ids };
  }

  function summaryOf(row: PlaylistRow, index: CatalogIndex, ordinals: number[]) {
    let totalSeconds = 0;
    for (const ordinal of ordinals) totalSeconds += index.durations[ordinal]!;
    return { id: row.id, name: row.name, watchLater: row.watchLater, videos: ordinals.length, totalSeconds };
  }

  /** The caller's playlist, or the 404 every other id gets (another visitor's included). */
  async function own(dbOrTrx: Db, user: Caller, id: string, lock = false): Promise<PlaylistRow> {
    const row = await findPlaylist(dbOrTrx, user.id, id, lock);
    if (!row) throw notFound(PLAYLIST_TEXTS.notFound);
    return row;
  }

  return {
    /** Every playlist of the caller, "Watch later" (made now if need be) first. */
    async list(user: Caller, videoId?: string): Promise<PlaylistsResponse> {
      await ensureWatchLater(db, user.id, WATCH_LATER_NAME);
      const rows = await listPlaylists(db, user.id);
      const view = catalog.viewFor(accessCallerOf(user), Date.now());
      return {
        playlists: rows.map((row): PlaylistSummary => {
          const { ordinals, ids } = shown(row, view.index, view.listed);
          return {
            ...summaryOf(row, view.index, ordinals),
            hasVideo: videoId !== undefined && ids.includes(videoId),
          };
        }),
      };
    },

    /** One playlist with its videos in order, as browse cards for the caller. */
    async get(user: Caller, id: string): Promise<PlaylistResponse> {
      const [row, { states }] = await Promise.all([own(db, user, id), userStates.get(user.id)]);
      const { index, listed, premiumAccess } = catalog.viewFor(accessCallerOf(user), Date.now());
      const { ordinals } = shown(row, index, listed);
      const entries: PageEntry[] = ordinals.map((ordinal) => ({
        ordinal,
        playable: videoUnlocked(premiumAccess, index.videos[ordinal]!),
        state: states.get(index.videos[ordinal]!.id),
      }));
      // The cards as browse encodes them (the index keeps them as JSON bytes).
      const { videos } = JSON.parse(videosListJson(index.json, entries).toString("utf8")) as {
        videos: Video[];
      };
      return { playlist: summaryOf(row, index, ordinals), videos };
    },

    /** A new named playlist, unless the caller keeps `MAX_PLAYLISTS` already (409). */
    async create(user: Caller, name: string): Promise<{ id: string }> {
      await ensureWatchLater(db, user.id, WATCH_LATER_NAME);
      const id = await db.transaction().execute(async (trx) => {
        // Two creations at once cannot both pass the count.
        await lockWatchLater(trx, user.id);
        if ((await countNamedPlaylists(trx, user.id)) >= MAX_PLAYLISTS)
          throw conflict("too_many_playlists", PLAYLIST_TEXTS.tooMany);
        return insertPlaylist(trx, user.id, name);
      });
      return { id };
    },

    /**
     * Renames a named playlist and/or orders its videos: `videoIds` names each video the playlist
     * shows the caller once (else 409: it changed since they loaded it); videos they no longer
     * see keep their relative order after them.
     */
    async update(user: Caller, id: string, change: UpdatePlaylistRequest): Promise<{ ok: true }> {
      await db.transaction().execute(async (trx) => {
        const row = await own(trx, user, id, true);
        if (change.name !== undefined && row.watchLater)
          throw badRequest("watch_later_fixed", PLAYLIST_TEXTS.watchLaterFixed);
        if (change.videoIds !== undefined) {
          const { index, listed } = catalog.viewFor(accessCallerOf(user), Date.now());
          const { ids } = shown(row, index, listed);
          const given = new Set(change.videoIds);
          if (ids.length !== given.size || ids.some((videoId) => !given.has(videoId)))
            throw conflict("playlist_changed", PLAYLIST_TEXTS.changed);
          const unseen = row.videoIds.filter((videoId) => !given.has(videoId));
          await writeOrder(trx, id, [...change.videoIds, ...unseen]);
        }
        if (change.name !== undefined) await renamePlaylist(trx, id, change.name);
      });
      return { ok: true };
    },

    /** Deletes a named playlist ("Watch later" stays: 400). */
    async delete(user: Caller, id: string): Promise<{ ok: true }> {
      const row = await own(db, user, id);
      if (row.watchLater) throw badRequest("watch_later_fixed", PLAYLIST_TEXTS.watchLaterFixed);
      if (!(await deletePlaylist(db, user.id, id))) throw notFound(PLAYLIST_TEXTS.notFound);
      return { ok: true };
    },

    /**
     * Adds a video the caller may see at the end; adding it again changes nothing (`added: false`,
     * no second row). 409 once the playlist holds `MAX_PLAYLIST_VIDEOS`.
     */
    async addVideo(user: Caller, id: string, videoId: string): Promise<{ added: boolean }> {
      return db.transaction().execute(async (trx) => {
        // Locked: two adds at once cannot both pass the limit.
        const row = await own(trx, user, id, true);
        if (!(await isVideoListedFor(trx, videoId, user))) throw notFound(NO_SUCH_VIDEO);
        if (row.videoIds.includes(videoId)) return { added: false };
        if (row.videoIds.length >= MAX_PLAYLIST_VIDEOS) throw conflict("playlist_full", PLAYLIST_TEXTS.full);
        await appendVideo(trx, id, videoId);
        return { added: true };
      });
    },

    /** Takes a video out of the playlist (nothing to do when it is not in it). */
    async removeVideo(user: Caller, id: string, videoId: string): Promise<{ ok: true }> {
      await own(db, user, id);
      await removeVideo(db, id, videoId);
      return { ok: true };
    },
  };
}

export type Playlists = ReturnType<typeof createPlaylists>;
