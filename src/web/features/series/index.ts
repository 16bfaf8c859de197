// The feature's public entry: what other features may use (docs/architecture.md "Boundaries").
export { useSeries, useSeriesList } from "./api/series-queries";
