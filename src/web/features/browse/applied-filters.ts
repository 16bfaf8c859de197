import {
  type BrowseFilter,
  DEFAULT_FILTER,
  FACETS,
  type Facet,
  isFullDifficultyRange,
  isFullDurationRange,
} from "./browse-url-state";
import { durationRangeLabel } from "./duration-slider-rules";

export const FACET_LABELS: Record<Facet, string> = {
  levels: "Levels",
  channels: "Channels",
  speakers: "Speakers",
  topics: "Topics",
};

/** What the parts of the filter are called on the applied-filters bar. */
export type AppliedFilterKey = Facet | "durationRange" | "difficulty" | "text" | "hideWatched" | "seriesOnly";

export interface AppliedFilter {
  key: AppliedFilterKey;
  /** The filter's name, e.g. "Levels": read out before the badge text. */
  label: string;
  /** The badge text: the option's name, or "Multiple (n)" (docs/screens.md). */
  text: string;
  /** The one selected level, so the badge can wear that level's colour. */
  level?: string;
}

/** A facet badge's text: the option itself when one is selected, "Multiple (n)" for more, null for none. */
export function facetBadgeText(selected: readonly string[]): string | null {
  if (selected.length === 0) return null;
  if (selected.length === 1) return selected[0] ?? null;
  return `Multiple (${selected.length})`;
}

/** The "Include:" badges for a filter, in toolbar order. Sort is an order, not a filter: no badge. */
export function appliedFilters(filter: BrowseFilter): AppliedFilter[] {
  const badges: AppliedFilter[] = [];
  for (const facet of FACETS) {
    const text = facetBadgeText(filter[facet]);
    if (text === null) continue;
    const level = facet === "levels" && filter.levels.length === 1 ? filter.levels[0] : undefined;
    badges.push({ key: facet, label: FACET_LABELS[facet], text, level });
  }
  if (!isFullDurationRange(filter.durationRange)) {
    badges.push({ key: "durationRange", label: "Duration", text: durationRangeLabel(filter.durationRange) });
  }
  if (!isFullDifficultyRange(filter.difficulty)) {
    badges.push({ key: "difficulty", label: "Difficulty", text: filter.difficulty.join("–") });
  }
  if (filter.hideWatched) badges.push({ key: "hideWatched", label: "Status", text: "Unwatched only" });
  if (filter.seriesOnly) badges.push({ key: "seriesOnly", label: "Series", text: "Episodes only" });
  if (filter.text) badges.push({ key: "text", label: "Search", text: `“${filter.text}”` });
  return badges;
}

/** The filter without one applied part, for a badge's remove button. */
export function withoutFilter(filter: BrowseFilter, key: AppliedFilterKey): BrowseFilter {
  return { ...filter, [key]: DEFAULT_FILTER[key] };
}

/** "{n} videos found" (docs/screens.md), in the singular for one video. */
export function videosFoundText(total: number): string {
  return `${total} ${total === 1 ? "video" : "videos"} found`;
}
