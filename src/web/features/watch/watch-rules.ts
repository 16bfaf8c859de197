import type { Video } from "../../../shared/contracts/video";
import { isWatched, RESUME_CUTOFF_FRACTION, watchedFraction } from "../../../shared/contracts/video-values";

/** The end of a video is detected this close to its duration (docs/screens.md; docs/product-rules.md "Constants"). */
export const END_TOLERANCE_SECONDS = 1;

/** The player's speed choices (issue "Watch"). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_PLAYBACK_RATE = 1;

/** True when the position is within a second of the end (duration 0 means not known yet). */
export function isAtEnd(position: number, duration: number): boolean {
  return duration > 0 && position >= duration - END_TOLERANCE_SECONDS;
}

/**
 * Where the player starts: the learner's last position, unless the video was (nearly) finished,
 * over RESUME_CUTOFF_FRACTION, in which case it starts again from the beginning. A position that
 * would count as the end at once also restarts, or a short video would "end" as soon as it loads.
 */
export function resumePosition(video: Pick<Video, "lastWatchTime" | "duration">): number {
  const position = video.lastWatchTime;
  if (!(position > 0) || watchedFraction(video) > RESUME_CUTOFF_FRACTION) return 0;
  if (isAtEnd(position, video.duration)) return 0;
  return position;
}

/**
 * Where the player starts for a link to a moment of the video (`/watch/{id}?t=83`, the words of
 * /progress#words: docs/screens.md "Progress"): that second when it is a number of seconds inside
 * the video, else `resumePosition`.
 */
export function startPosition(video: Pick<Video, "lastWatchTime" | "duration">, t: string | null): number {
  const at = t === null || t.trim() === "" ? Number.NaN : Number(t);
  if (Number.isFinite(at) && at >= 0 && !isAtEnd(at, video.duration)) return at;
  return resumePosition(video);
}

/** A related video the learner may play here: premium videos without premium come with no URL. */
export function isPlayable(video: Pick<Video, "url">): boolean {
  return video.url !== null;
}

/** The playlist as shown: with "Skip watched" on, watched videos are hidden (docs/screens.md). */
export function visibleRelated<V extends Pick<Video, "lastWatchTime" | "duration">>(
  related: readonly V[],
  skipWatched: boolean,
): V[] {
  return skipWatched ? related.filter((v) => !isWatched(v)) : [...related];
}

/**
 * What autoplay plays next: the first video of "More videos like this" that the learner can play,
 * skipping watched ones when "Skip watched" is on, and YouTube's when YouTube cannot be reached
 * from here (docs/screens.md "Watch"). null when there is none.
 */
export function nextVideoToPlay<V extends Pick<Video, "lastWatchTime" | "duration" | "url" | "platform">>(
  related: readonly V[],
  skipWatched: boolean,
  youTubeReachable = true,
): V | null {
  return (
    visibleRelated(related, skipWatched).find(
      (video) => isPlayable(video) && (youTubeReachable || video.platform !== "youtube"),
    ) ?? null
  );
}

/**
 * What autoplay chooses from when the page plays a playlist (`?playlist=`, docs/screens.md "My
 * Playlists"): the playlist's videos after this one, in order (none after its last: autoplay
 * stops); from its start when this video is no longer in it.
 */
export function playlistUpNext<V extends Pick<Video, "id">>(playlist: readonly V[], videoId: string): V[] {
  return playlist.slice(playlist.findIndex((v) => v.id === videoId) + 1);
}

export function isOfferedRate(rate: number): boolean {
  return (PLAYBACK_RATES as readonly number[]).includes(rate);
}

/** Accepts only the offered speeds, so a stale or hand-edited stored value cannot break the player. */
export function parsePlaybackRate(value: string | null): number {
  const rate = Number(value);
  return value !== null && isOfferedRate(rate) ? rate : DEFAULT_PLAYBACK_RATE;
}
