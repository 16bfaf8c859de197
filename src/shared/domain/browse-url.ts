/**
 * The browse filter as the browse page's URL query carries it, read and written by one rule for the
 * web app (the URL state, the API calls) and the server (the first screen's data in the page,
 * docs/browse.md "The first screen in the page").
 */
import { DEFAULT_SORT, SORT_VALUES, type SortValue } from "../contracts/browse-values";
import { formatCommaList, parseCommaList } from "./comma-list";
import { parseDifficultyRange } from "./difficulty-range";
import { DURATION_STOPS, durationBoundsOf, FULL_DURATION_RANGE } from "./durations";

/** The four multi-select facets, in toolbar order; each is a URL parameter of the same name. */
export const FACETS = ["levels", "channels", "speakers", "topics"] as const;
export type Facet = (typeof FACETS)[number];

export type DurationRange = readonly [number, number];
/** The shown difficulty, lower and upper, both included, 1–100 (docs/words.md "Difficulty"). */
export type DifficultyRange = readonly [number, number];
export const FULL_DIFFICULTY_RANGE: DifficultyRange = [1, 100];

/** The browse filter (docs/product-rules.md "Data and defaults"); `page` is not part of it: it never enters the URL. */
export interface BrowseFilter {
  text: string;
  sort: SortValue;
  levels: readonly string[];
  channels: readonly string[];
  speakers: readonly string[];
  topics: readonly string[];
  /** Slider indexes into DURATION_STOPS, lower < upper; the seconds bounds are derived from it. */
  durationRange: DurationRange;
  /** [1, 100]: no difficulty filter (a video without one then shows too). */
  difficulty: DifficultyRange;
  hideWatched: boolean;
  /** Only episodes of a series (`series=true`). */
  seriesOnly: boolean;
}

export const DEFAULT_FILTER: BrowseFilter = {
  text: "",
  sort: DEFAULT_SORT,
  levels: [],
  channels: [],
  speakers: [],
  topics: [],
  durationRange: FULL_DURATION_RANGE,
  difficulty: FULL_DIFFICULTY_RANGE,
  hideWatched: false,
  seriesOnly: false,
};

const MAX_TEXT = 200;
const MAX_LIST = 2000;
const LAST_STOP = DURATION_STOPS.length - 1;

export function isFullDurationRange([lower, upper]: DurationRange): boolean {
  return lower === 0 && upper === LAST_STOP;
}

function parseSort(value: string | null): SortValue {
  return (SORT_VALUES as readonly string[]).includes(value ?? "") ? (value as SortValue) : DEFAULT_SORT;
}

function parseList(value: string | null): string[] {
  if (!value || value.length > MAX_LIST) return [];
  return [...new Set(parseCommaList(value))];
}

export function isFullDifficultyRange([lower, upper]: DifficultyRange): boolean {
  return lower === FULL_DIFFICULTY_RANGE[0] && upper === FULL_DIFFICULTY_RANGE[1];
}

/** "lower,upper" as the server takes it (difficulty-range.ts); anything else, the full range. */
function parseDifficulty(value: string | null): DifficultyRange {
  return (value !== null && parseDifficultyRange(value)) || FULL_DIFFICULTY_RANGE;
}

/** A usable slider range, or null: the indexes must be stops and the range must not be empty. */
function validRange(lower: number, upper: number): DurationRange | null {
  const ok = Number.isInteger(lower) && Number.isInteger(upper) && lower >= 0 && upper <= LAST_STOP;
  return ok && lower < upper ? [lower, upper] : null;
}

/** "a,b" slider indexes. */
function parseDurationRange(value: string | null): DurationRange | null {
  const match = /^(\d+),(\d+)$/.exec(value ?? "");
  return match ? validRange(Number(match[1]), Number(match[2])) : null;
}

/**
 * "lower,upper" seconds, for a link that carries only `durations`: each bound snaps outwards to the
 * nearest stop, so the range shown never hides a video the link asked for.
 */
function rangeOfDurations(value: string | null): DurationRange | null {
  const match = /^(\d*),(\d*)$/.exec(value ?? "");
  if (!match) return null;
  const stops = DURATION_STOPS.slice(0, LAST_STOP) as number[];
  const lower = match[1] ? Number(match[1]) : 0;
  const upper = match[2] ? Number(match[2]) : null;
  const lowerIndex = stops.findLastIndex((stop) => stop <= lower);
  const upperIndex = upper === null ? LAST_STOP : stops.findIndex((stop) => stop >= upper);
  return validRange(Math.max(0, lowerIndex), upperIndex === -1 ? LAST_STOP : upperIndex);
}

/**
 * Reads the filter from the URL query. Anything invalid (an unknown sort, a malformed range, an
 * over-long value) falls back to its default instead of reaching the server, which would refuse it.
 */
export function filterFromSearchParams(params: URLSearchParams): BrowseFilter {
  const text = (params.get("text") ?? "").trim();
  return {
    text: text.length > MAX_TEXT ? "" : text,
    sort: parseSort(params.get("sort")),
    levels: parseList(params.get("levels")),
    channels: parseList(params.get("channels")),
    speakers: parseList(params.get("speakers")),
    topics: parseList(params.get("topics")),
    durationRange:
      parseDurationRange(params.get("durationRange")) ??
      rangeOfDurations(params.get("durations")) ??
      FULL_DURATION_RANGE,
    difficulty: parseDifficulty(params.get("difficulty")),
    hideWatched: params.get("hide-watched") === "true",
    seriesOnly: params.get("series") === "true",
  };
}

/**
 * Writes the filter as a URL query (docs/api.md), leaving out what is at its default so that links
 * stay short. The same query, plus `page`, is what the browse calls send.
 */
export function filterToSearchParams(filter: BrowseFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.text.trim()) params.set("text", filter.text.trim());
  if (filter.sort !== DEFAULT_SORT) params.set("sort", filter.sort);
  for (const facet of FACETS) {
    if (filter[facet].length > 0) params.set(facet, formatCommaList(filter[facet]));
  }
  if (!isFullDurationRange(filter.durationRange)) {
    const [lower, upper] = durationBoundsOf(filter.durationRange);
    params.set("durations", `${lower ?? ""},${upper ?? ""}`);
    params.set("durationRange", filter.durationRange.join(","));
  }
  if (!isFullDifficultyRange(filter.difficulty)) params.set("difficulty", filter.difficulty.join(","));
  if (filter.hideWatched) params.set("hide-watched", "true");
  if (filter.seriesOnly) params.set("series", "true");
  return params;
}
