/**
 * The hidden-videos contract's values without zod (docs/architecture.md, "Adding a call"): the
 * browse cards' menu and the watch page import the paths from here. `./hidden-videos` re-exports them.
 */
export const hiddenVideosRoutes = {
  /** POST: hide the video from the caller's browse ("Not interested"); idempotent. */
  hide: (id: string) => `/api/video/${encodeURIComponent(id)}/hide`,
  /** POST: show it again; idempotent. */
  unhide: (id: string) => `/api/video/${encodeURIComponent(id)}/unhide`,
  /** GET: the caller's hidden videos, the last hidden first. */
  list: "/api/user/hidden-videos",
} as const;
