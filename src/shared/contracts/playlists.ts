import { z } from "zod";
import { MAX_PLAYLIST_VIDEOS, PLAYLIST_NAME_MAX } from "./playlists-values";
import { mustBeText, textField } from "./text";
import { videoIdField, videoIdsField, videoSchema } from "./video";

export {
  MAX_PLAYLIST_VIDEOS,
  MAX_PLAYLISTS,
  PLAYLIST_NAME_MAX,
  PLAYLIST_TEXTS,
  playlistsRoutePatterns,
  playlistsRoutes,
  WATCH_LATER_NAME,
} from "./playlists-values";

/**
 * My Playlists (docs/product-rules.md "Playlists"): every visitor with a session, anonymous too,
 * has "Watch later" and up to 100 named playlists of up to 500 videos. A playlist shows only the
 * videos the caller may see (a premium one locked without premium); others drop out silently.
 */
export const playlistSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** True for "Watch later": listed first, never renamed or deleted. */
  watchLater: z.boolean(),
  /** The videos it shows the caller (those they may see). */
  videos: z.number(),
  /** Their total length, seconds. */
  totalSeconds: z.number(),
  /** Whether it holds the video of the list's `videoId` query (false without one). */
  hasVideo: z.boolean(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

/** GET /api/user/playlists?videoId=…: the caller's playlists, "Watch later" first, then oldest first. */
export const playlistsQuerySchema = z.object({ videoId: videoIdField("videoId").optional() });
export const playlistsResponseSchema = z.object({ playlists: z.array(playlistSummarySchema) });
export type PlaylistsResponse = z.infer<typeof playlistsResponseSchema>;

const playlistName = textField({
  notText: mustBeText("name"),
  empty: "Give the playlist a name.",
  max: PLAYLIST_NAME_MAX,
  tooLong: `A playlist's name can have at most ${PLAYLIST_NAME_MAX} characters.`,
  label: "The name",
});

/** POST /api/user/playlists */
export const createPlaylistRequestSchema = z.object({ name: playlistName });
export const createPlaylistResponseSchema = z.object({ id: z.string() });

/**
 * POST /api/user/playlists/{id}/update: a new name, and/or the new order of its videos (`videoIds`:
 * each video the playlist shows the caller, once; 409 `playlist_changed` when they differ).
 */
export const updatePlaylistRequestSchema = z
  .object({
    name: playlistName.optional(),
    videoIds: videoIdsField("videoIds")
      .max(MAX_PLAYLIST_VIDEOS, { error: `A playlist holds at most ${MAX_PLAYLIST_VIDEOS} videos.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: "videoIds names a video twice." })
      .optional(),
  })
  .refine((body) => body.name !== undefined || body.videoIds !== undefined, {
    error: "Send a new name, a new order (videoIds) or both.",
  });
export type UpdatePlaylistRequest = z.infer<typeof updatePlaylistRequestSchema>;

/** GET /api/user/playlists/{id}: the playlist and its videos in order, as browse cards. */
export const playlistResponseSchema = z.object({
  playlist: playlistSummarySchema.omit({ hasVideo: true }),
  videos: z.array(videoSchema),
});
export type PlaylistResponse = z.infer<typeof playlistResponseSchema>;

/** POST /api/user/playlists/{id}/videos: `added` is false when it was in the playlist already. */
export const addPlaylistVideoRequestSchema = z.object({ videoId: videoIdField("videoId") });
export const addPlaylistVideoResponseSchema = z.object({ added: z.boolean() });

const playlistId = z.uuid({ error: "This is not a playlist id: take it from the list of your playlists." });
export const playlistIdParamsSchema = z.object({ id: playlistId });
export const playlistVideoParamsSchema = z.object({ id: playlistId, videoId: videoIdField("videoId") });
