/**
 * Every notification query starts with this: marking read, new input and posted news invalidate
 * it. Here rather than in lib/query-keys.ts, which is in the first screen's script: no page's first
 * screen reads the notifications.
 */
export const NOTIFICATIONS_KEY = "notifications";
