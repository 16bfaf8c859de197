// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { andNot, type Bitset, emptyBitset, forEachBit, hasBit, setBit } from "./bitset";
export { type BrowseScope, browsePage, browseStatistics } from "./browse-engine";
export { type BrowseFilter, browseFilterOf } from "./browse-filter";
export { shownDifficultyAt } from "./catalog-index";
export type { CatalogIndex, Facet, IndexedVideo, PresortedSort } from "./catalog-model";
export { catalogVersionSql, readCatalogVersion } from "./catalog-repository";
export type { Catalog } from "./catalog-service";
export { type CatalogVideo, toCatalogVideo } from "./catalog-video";
export { randomSeedOf } from "./random-order";
export { statisticsJson } from "./statistics-json";
export { type PageEntry, videosListJson, videosPageJson } from "./video-json";
export {
  NO_BROWSE_STATE,
  NO_VIDEO_STATES,
  type UserBrowseState,
  type UserVideoStates,
  type VideoState,
} from "./video-state";
export { toVideo } from "./video-view";
