// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { createKeptAnswers } from "./kept-answers";
