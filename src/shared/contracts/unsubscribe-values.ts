/** Paths of the unsubscribe calls (zod-free, for the unsubscribe page). */
export const unsubscribeRoutes = { unsubscribe: "/api/unsubscribe" } as const;

/** What a valid link turns off: GET describes it, POST does it (docs/emails.md "Unsubscribe"). */
export interface UnsubscribeAnswer {
  /** "weekly", "monthly" or "new_videos". */
  flag: string;
  /** What stops, as a sentence's object: "weekly progress reports". */
  what: string;
  /** True once the setting is off (always after POST). */
  off: boolean;
}
