/**
 * Why a learner is on /premium (issue 13 item 8): a free learner who opens a premium video is sent
 * to `/premium?from=<videoId>` (in the address, so a reload still says why), with the title the link
 * showed in the router state (not in the address: it is known only to the page that had it).
 */
export interface PremiumReason {
  videoId: string;
  /** null when the learner arrived without it (a shared link, a reload in another tab). */
  title: string | null;
}

export interface PremiumPageState {
  videoTitle?: string;
}

/** Where the watch page sends a free learner for a premium video. */
export function premiumPageFor(
  videoId: string,
  title: string | undefined,
): { to: string; state: PremiumPageState } {
  return {
    to: `/premium?${new URLSearchParams({ from: videoId }).toString().replace(/\+/g, "%20")}`,
    state: title ? { videoTitle: title } : {},
  };
}

export function premiumReasonOf(search: URLSearchParams, state: unknown): PremiumReason | null {
  const videoId = search.get("from");
  if (!videoId) return null;
  const title = (state as PremiumPageState | null)?.videoTitle;
  return { videoId, title: typeof title === "string" && title ? title : null };
}
