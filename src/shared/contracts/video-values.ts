/**
 * The video contract's values without zod: the first screen's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./video` re-exports them.
 */

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

export const videoRoutes = {
  /** GET, `?related=false` to skip the playlist. */
  video: (id: string) => `/api/video/${encodeURIComponent(id)}`,
  markAsWatched: (id: string) => `/api/video/${encodeURIComponent(id)}/mark-as-watched`,
  /** Admins only. */
  delete: (id: string) => `/api/video/${encodeURIComponent(id)}/delete`,
  /** The media file of a platform-"file" video (range requests supported). */
  media: (id: string) => `/api/media/video/${encodeURIComponent(id)}`,
  transcriptDocx: (id: string) => `/api/download/subtitle/docx/${encodeURIComponent(id)}`,
  audioMp3: (id: string) => `/api/download/audio/mp3/${encodeURIComponent(id)}`,
  /** GET: the cues as plain text, for premium members and admins (`transcriptResponseSchema`). */
  transcript: (id: string) => `/api/video/${encodeURIComponent(id)}/transcript`,
  /** GET: the stored subtitles as WebVTT (`text/vtt`), for anyone who may play the video. */
  captions: (id: string) => `/api/video/${encodeURIComponent(id)}/captions.vtt`,
} as const;
