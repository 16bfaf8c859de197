import { type BrowseQuery, DEFAULT_SORT, type SortValue } from "../../../shared/contracts/browse";
import { parseCommaList } from "../../../shared/domain/comma-list";
import type { FacetName } from "./catalog-model";

/** Seconds bounds [lower, upper); null on a side leaves that side open. */
export interface DurationBounds {
  lower: number | null;
  upper: number | null;
}

/** A difficulty range, both ends included, 1–100; null on a side leaves that side open. */
export interface DifficultyBounds {
  lower: number | null;
  upper: number | null;
}

/** The browse filter, parsed from the URL query (docs/browse.md "Filters"). */
export interface BrowseFilter {
  text: string;
  sort: SortValue;
  /** Selected option names per facet; an empty list means "no filter on this facet". */
  selected: Record<FacetName, string[]>;
  /** null when neither side is bounded. */
  durations: DurationBounds | null;
  /** null when neither side is bounded (docs/browse.md "Filters"). */
  difficulty: DifficultyBounds | null;
  hideWatched: boolean;
  /** Only episodes of a series (docs/browse.md "Filters"). */
  seriesOnly: boolean;
  /** From 1. */
  page: number;
}

/** "lower,upper" in seconds, either side possibly empty (the schema has checked the shape). */
export function parseDurations(text: string | undefined): DurationBounds | null {
  if (!text) return null;
  const [lower = "", upper = ""] = text.split(",");
  const bounds = {
    lower: lower === "" ? null : Number(lower),
    upper: upper === "" ? null : Number(upper),
  };
  return bounds.lower === null && bounds.upper === null ? null : bounds;
}

/**
 * Turns a validated query into a filter. `durationRange` (slider positions) is the web app's own
 * state and is ignored here: `durations` carries the bounds the slider stands for.
 */
export function browseFilterOf(query: BrowseQuery): BrowseFilter {
  return {
    text: query.text?.trim() ?? "",
    sort: query.sort ?? DEFAULT_SORT,
    selected: {
      levels: parseCommaList(query.levels),
      channels: parseCommaList(query.channels),
      speakers: parseCommaList(query.speakers),
      topics: parseCommaList(query.topics),
    },
    durations: parseDurations(query.durations),
    // The same "lower,upper" shape as durations, the schema having checked 1–100 and the order.
    difficulty: parseDurations(query.difficulty),
    hideWatched: query["hide-watched"] === "true",
    seriesOnly: query.series === "true",
    page: query.page ?? 1,
  };
}
