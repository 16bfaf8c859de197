/**
 * The playlists contract's values without zod (docs/architecture.md, "Adding a call"): paths,
 * limits and sentences, for the web's pages and for the server. `./playlists` re-exports them.
 * The rules are docs/product-rules.md "Playlists".
 */
import { routesOf, withId } from "./route-paths";

/** Named playlists a visitor may keep, "Watch later" not counted. */
export const MAX_PLAYLISTS = 100;
/** Videos one playlist may hold ("Watch later" too). */
export const MAX_PLAYLIST_VIDEOS = 500;
export const PLAYLIST_NAME_MAX = 100;
/** The name of the list every visitor has; it cannot be renamed or deleted. */
export const WATCH_LATER_NAME = "Watch later";

export const PLAYLIST_TEXTS = {
  notFound: "There is no such playlist among yours: it may have been deleted. Reload your playlists.",
  tooMany: `You have ${MAX_PLAYLISTS} playlists, the most you can keep: delete one to make another.`,
  full: `A playlist holds at most ${MAX_PLAYLIST_VIDEOS} videos: remove some, or add this one to another playlist.`,
  watchLaterFixed: `"${WATCH_LATER_NAME}" cannot be renamed or deleted: make a playlist of your own instead.`,
  changed:
    "The playlist changed since you opened it: reload it and order its videos again (videoIds must name each of its videos once).",
} as const;

/** The calls' paths as the server registers them; `playlistsRoutes` fills in the ids. */
export const playlistsRoutePatterns = {
  /** GET: one playlist with its videos in order. */
  playlist: "/api/user/playlists/:id",
  /** POST `{ name?, videoIds? }`: rename, reorder. */
  update: "/api/user/playlists/:id/update",
  delete: "/api/user/playlists/:id/delete",
  /** POST `{ videoId }`: add a video at the end (idempotent). */
  addVideo: "/api/user/playlists/:id/videos",
  removeVideo: "/api/user/playlists/:id/videos/:videoId/remove",
} as const;

export const playlistsRoutes = {
  /** GET: the caller's playlists, "Watch later" first; POST `{ name }`: a new one. */
  playlists: "/api/user/playlists",
  ...routesOf(playlistsRoutePatterns),
  removeVideo: (id: string, videoId: string) =>
    withId(playlistsRoutePatterns.removeVideo)(id).replace(":videoId", encodeURIComponent(videoId)),
} as const;
