/**
 * The cache keys of the queries that a page's first screen is seeded under (the route's
 * `firstScreen` in router.tsx, seeded by app/first-screen.ts before the first render, in the
 * browser and in the server's render) and that the features' hooks then read. One definition
 * for both, so that a hook never misses what the page brought and asks the server again.
 */

/** Every browse query starts with this (the grid, its statistics, "Continue watching"). */
export const browseQueryKey = ["browse"] as const;

/** useBrowseVideos: the grid's pages for a user and a filter query. */
export function browseVideosKey(userId: string, query: string) {
  return [...browseQueryKey, "videos", userId, query] as const;
}

/** useBrowseStatistics: the counts for a user and a filter query. */
export function browseStatisticsKey(userId: string, query: string) {
  return [...browseQueryKey, "statistics", userId, query] as const;
}

/** Every video query starts with this; mark-as-watched and delete invalidate it. */
export const VIDEO_QUERY_ROOT = "video";

/**
 * useVideoQuery: the answer depends on who asks (position, premium URLs), so the user's id and
 * access are part of the key: signing in loads it again.
 */
export function videoQueryKey(videoId: string, userId: string, premiumAccess: boolean) {
  return [VIDEO_QUERY_ROOT, videoId, userId, premiumAccess] as const;
}

/** Every progress query starts with this key, and carries the user id so that signing in refetches. */
export const PROGRESS_KEY = "progress";

/** useOverall: hours, words, level, streaks and forecast. */
export function overallQueryKey(userId: string) {
  return [PROGRESS_KEY, userId, "overall"] as const;
}

/** useWordsSummary: the summary's words tiles and the growth chart. */
export function wordsSummaryQueryKey(userId: string) {
  return [PROGRESS_KEY, userId, "words-summary"] as const;
}

/** What an admin query or list is about; each is one cache entry. */
export type AdminResource =
  | "audit"
  | "users"
  | "videos"
  | "video-options"
  | "topics"
  | "speakers"
  | "channels"
  | "email-runs"
  | "feedback"
  | "news"
  | "series";

/**
 * Admin queries are keyed by who is signed in (app/user-query.ts sessionKeyOf: the account, whether
 * it is registered, its roles): after a log-in, a log-out or a change of role nothing cached is shown
 * to the next person, and the server is asked again.
 */
export function adminQueryKey(session: string, resource: AdminResource) {
  return ["admin", session, resource] as const;
}

/**
 * Every query of a learner's words (docs/words.md): a word looked up on the transcript, the lists
 * of /progress#words. Starring a word anywhere refetches them all.
 */
export function wordsQueryKey(userId: string) {
  return ["words", userId] as const;
}
