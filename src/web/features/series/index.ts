// The feature's public entry: what other features may use (docs/architecture.md "Boundaries").
// Zod-free on purpose: the watch page's script imports it (its hook reads as first screens do).
export { useVideoSeries } from "./api/use-video-series";
export { SERIES_QUERY_ROOT } from "./series-keys";
