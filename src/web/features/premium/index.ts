// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { findVideoTitle, premiumPageFor } from "./premium-reason";
