// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { attachmentHeader } from "./transcript-docx";
export { assertListed, NO_SUCH_VIDEO, premiumRefusal, videoVisibleTo } from "./video-access";
