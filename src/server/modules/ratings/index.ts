// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { allRatingCounts, learnerRatings } from "./ratings-repository";
