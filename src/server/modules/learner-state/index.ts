// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { userCompletion } from "./catalog-completion";
export type { UserStateCache } from "./user-state-cache";
