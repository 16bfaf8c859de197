/**
 * Why a learner is on /premium (docs/product-rules.md "What a new user tripped over"): a free learner who opens a premium video is sent
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

/**
 * The title of a video from answers already in the query cache (the browse grid, a watch page's
 * "More videos like this", Continue watching): a free learner who opened a premium card has its
 * title there, while the video's own call answers 401 without it. Looks at `videos`,
 * `relatedVideos`, `video` and infinite-query `pages`, a few levels deep; null when none has it.
 */
export function findVideoTitle(answers: readonly unknown[], videoId: string): string | null {
  const visit = (value: unknown, depth: number): string | null => {
    if (depth > 4 || typeof value !== "object" || value === null) return null;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    const record = value as Record<string, unknown>;
    if (record.id === videoId && typeof record.title === "string" && record.title) return record.title;
    for (const key of ["pages", "videos", "relatedVideos", "video"]) {
      const found = visit(record[key], depth + 1);
      if (found) return found;
    }
    return null;
  };
  for (const answer of answers) {
    const found = visit(answer, 0);
    if (found) return found;
  }
  return null;
}
