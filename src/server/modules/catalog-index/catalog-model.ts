import type { SortValue } from "../../../shared/contracts/browse";
import { FACETS } from "../../../shared/domain/browse-url";
import type { Bitset } from "./bitset";
import type { CatalogVideo } from "./catalog-video";
import type { TextIndex } from "./text-index";
import type { VideoJsonTable } from "./video-json";

/*
 * The catalog index's model: the types and constants that the index, the engine, the query masks,
 * the facet counts and the statistics encoder share. A leaf: it imports none of those files, so
 * they import it and not each other's models (Biome's noImportCycles holds it, biome.json).
 */

/** What the index keeps of a video once its texts are indexed and encoded (memory stays lean). */
export type IndexedVideo = Omit<
  CatalogVideo,
  "title" | "description" | "seriesTitle" | "computedDifficulty" | "ratings"
>;

/** The facets, in toolbar order: the browse URL's list (shared/domain/browse-url.ts), one list for both sides. */
export const FACET_NAMES = FACETS;
export type FacetName = (typeof FACET_NAMES)[number];

/** One multi-select filter of the toolbar, precomputed over video ordinals. */
export interface Facet {
  /** Option names in display order (levels easiest first, the others in Russian collation). */
  names: string[];
  optionByName: Map<string, number>;
  /** For each option, the videos that have it. */
  videosWith: Bitset[];
  /** The options of video v are optionIds[optionStart[v] .. optionStart[v + 1]). */
  optionStart: Uint32Array;
  optionIds: Uint32Array;
  /** Average number of options a video has (chooses the counting method). */
  optionsPerVideo: number;
}

/** The orders the index holds; "random" and "best" depend on the caller. */
export type PresortedSort = Exclude<SortValue, "random" | "best">;

/**
 * The statistics answer as bytes with a blank, fixed-width field for every number
 * (statistics-json.ts builds and fills it).
 */
export interface StatisticsJsonTemplate {
  bytes: Buffer;
  /** Byte offset of each number's field: total, every facet's options in order, then the bins. */
  fieldAt: Uint32Array;
}

/** The numbers of a statistics answer, in the order of the index's options and DURATION_BINS. */
export interface StatisticsCounts {
  total: number;
  facets: Record<FacetName, Uint32Array>;
  durations: Uint32Array;
}

/**
 * The catalog in memory (docs/decisions/003-in-memory-catalog-index.md). Videos are numbered by id order
 * ("ordinals"), so that every order can end its ties on the ordinal and stay deterministic.
 */
export interface CatalogIndex {
  version: number;
  size: number;
  videos: IndexedVideo[];
  /** Each video's JSON, encoded once (video-json.ts). */
  json: VideoJsonTable;
  /** The statistics answer with blank numbers, encoded once (statistics-json.ts). */
  statisticsTemplate: StatisticsJsonTemplate;
  ordinalById: Map<string, number>;
  facets: Record<FacetName, Facet>;
  durations: Int32Array;
  /** Each video's shown difficulty, 1–100 (computed and rated, blended: docs/words.md); 0: none. */
  difficulties: Uint8Array;
  /** The duration bins (DURATION_BINS) as a facet: one option per bin. */
  durationBins: Facet;
  /** For each slider stop (seconds), the videos shorter than it: a slider range is two lookups. */
  shorterThan: Map<number, Bitset>;
  orders: Record<PresortedSort, Uint32Array>;
  idHashes: Uint32Array;
  text: TextIndex;
  /** The videos that are an episode of a series (browse's `series` filter). */
  seriesEpisodes: Bitset;
  all: Bitset;
}
