// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").

export { WordCoverage } from "./word-coverage";
export { registerWordsRoutes } from "./words-routes";
export { exportWords } from "./words-service";
export { WordsWorker } from "./words-worker";
