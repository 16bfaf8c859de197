/**
 * The video contract's values without zod: the first screen's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./video` re-exports them.
 */
import { routesOf } from "./route-paths";

/** What the watched rules read of a video (`Video`'s two fields; no import, so no cycle). */
export interface WatchPosition {
  /** Seconds. */
  lastWatchTime: number;
  /** Seconds. */
  duration: number;
}

/** Over this fraction of the duration (lastWatchTime / duration) a video counts as watched. */
export const WATCHED_FRACTION = 0.8;
/** Over this fraction the player starts from the beginning instead of resuming. */
export const RESUME_CUTOFF_FRACTION = 0.95;

export function watchedFraction(video: WatchPosition): number {
  return video.duration > 0 ? video.lastWatchTime / video.duration : 0;
}

export function isWatched(video: WatchPosition): boolean {
  return watchedFraction(video) > WATCHED_FRACTION;
}

/** The video calls' paths as the server registers them; `videoRoutes` fills in the id. */
export const videoRoutePatterns = {
  /** GET, `?related=false` to skip the playlist. */
  video: "/api/video/:id",
  markAsWatched: "/api/video/:id/mark-as-watched",
  /** Admins only. */
  delete: "/api/video/:id/delete",
  /** The media file of a platform-"file" video (range requests supported). */
  media: "/api/media/video/:id",
  transcriptDocx: "/api/download/subtitle/docx/:id",
  audioMp3: "/api/download/audio/mp3/:id",
  /** GET: the cues as plain text, for premium members and admins (`transcriptResponseSchema`). */
  transcript: "/api/video/:id/transcript",
  /** GET: the stored subtitles as WebVTT (`text/vtt`), for anyone who may play the video. */
  captions: "/api/video/:id/captions.vtt",
} as const;

export const videoRoutes = routesOf(videoRoutePatterns);
