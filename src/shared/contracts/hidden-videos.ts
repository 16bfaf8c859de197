import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { videoSchema } from "./video";

export { hiddenVideosRoutePatterns, hiddenVideosRoutes } from "./hidden-videos-values";

/**
 * POST /api/video/{id}/hide and /unhide: `hidden` is the video's state after the call (both calls
 * are idempotent). Any visitor with a session, anonymous included; 404 for an id browse does not
 * list for the caller.
 */
export const hideVideoResponseSchema = z.object({ hidden: z.boolean() });

/** A hidden video: its browse card and when the caller hid it. */
export const hiddenVideoSchema = videoSchema.extend({
  hiddenAt: isoDateTimeField,
});
export type HiddenVideo = z.infer<typeof hiddenVideoSchema>;

/**
 * GET /api/user/hidden-videos: the caller's hidden videos among those browse lists for them, the
 * last hidden first (all of them: a list a person curates, not a feed). Without a session: none.
 */
export const hiddenVideosResponseSchema = z.object({ videos: z.array(hiddenVideoSchema) });
export type HiddenVideosResponse = z.infer<typeof hiddenVideosResponseSchema>;
