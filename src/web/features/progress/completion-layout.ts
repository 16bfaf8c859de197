import type { CompletionGroup, CompletionResponse } from "../../../shared/contracts/completion";
import { DEFAULT_FILTER, type Facet, filterToSearchParams } from "../../../shared/domain/browse-url";
import { formatDuration } from "../../../shared/domain/time-format";

/** The groupings the Completion section offers, under the answer's names. */
export const COMPLETION_KINDS = [
  { key: "levels", label: "Level" },
  { key: "topics", label: "Topic" },
  { key: "channels", label: "Channel" },
] as const satisfies readonly { key: keyof CompletionResponse & Facet; label: string }[];
export type CompletionKind = (typeof COMPLETION_KINDS)[number]["key"];

/** A group counts as almost done from this share of its videos watched (docs/progress.md). */
export const ALMOST_DONE_SHARE = 0.8;

/** "12 of 40 videos · 3 h 10 min of 9 h 45 min", in the one duration format (time-format.ts). */
export function completionText(group: CompletionGroup): string {
  const videos = `${group.watched} of ${group.total} video${group.total === 1 ? "" : "s"}`;
  return `${videos} · ${formatDuration(group.watchedSeconds)} of ${formatDuration(group.totalSeconds)}`;
}

/** Watched share of the videos, 0..100, rounded down (a bar at 100 means every video). */
export function completionPercent(group: CompletionGroup): number {
  return group.total > 0 ? Math.floor((group.watched / group.total) * 100) : 0;
}

/** Browse filtered to one group, watched videos hidden: what is left to watch. */
export function browseLinkOf(kind: CompletionKind, name: string): string {
  const params = filterToSearchParams({ ...DEFAULT_FILTER, [kind]: [name], hideWatched: true });
  return `/browse?${params}`;
}

export interface AlmostDone {
  kind: CompletionKind;
  group: CompletionGroup;
  left: number;
}

/**
 * Levels, topics and channels with at least 80% of their videos watched but not all, fewest
 * videos left first (then by kind in COMPLETION_KINDS order and by their own order).
 */
export function almostDone(completion: CompletionResponse): AlmostDone[] {
  const found = COMPLETION_KINDS.flatMap(({ key }) =>
    completion[key]
      .filter((g) => g.total > 0 && g.watched < g.total && g.watched / g.total >= ALMOST_DONE_SHARE)
      .map((group) => ({ kind: key, group, left: group.total - group.watched })),
  );
  // Array.prototype.sort is stable: equal counts keep the order above.
  return found.sort((a, b) => a.left - b.left);
}
