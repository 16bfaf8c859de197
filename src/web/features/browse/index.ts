// The module's public entry: what other modules may use (docs/architecture.md "Boundaries").
export { useHiddenVideos } from "./api/use-hidden-videos";
export { useHideVideo, useUnhideVideo } from "./api/use-hide-video";
export { VIDEO_HIDDEN } from "./hidden-video-notice-store";
