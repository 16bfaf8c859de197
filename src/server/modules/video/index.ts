// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { assertListed, NO_SUCH_VIDEO, premiumRefusal, videoVisibleTo } from "./video-access";
