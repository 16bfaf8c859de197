// The one rule of who may see, play, download and be credited for a video (visitor, learner,
// premium member, admin): the server's checks, its SQL filter (`videoVisibleTo`, which states
// `isReleased` in SQL) and the web's locks all ask it, so they cannot drift apart.
import { type AccessCaller, hasPremiumAccess, isAdmin } from "./roles";

/** What the access rule reads of a video. */
export interface AccessVideo {
  /** False: hidden by an admin. */
  visible: boolean;
  /** The upload (schedule) date, ms: before it the video is scheduled, not yet released. */
  uploadMs: number;
  premium: boolean;
  /**
   * A planner draft: stored without its length or level (docs/content-planner.md "Drafts"), so
   * only admins see it until it is completed.
   */
  draft: boolean;
}

/** What decides whether a video is released. */
type ReleaseFields = Pick<AccessVideo, "visible" | "uploadMs" | "draft">;

/** From when a non-admin sees the video (its upload date), or never while it is hidden or a draft. */
export function releaseMsOf(video: ReleaseFields): number {
  return video.visible && !video.draft ? video.uploadMs : Number.POSITIVE_INFINITY;
}

/** Visible, complete and past its upload date: what every learner may find. */
export function isReleased(video: ReleaseFields, nowMs: number): boolean {
  return releaseMsOf(video) <= nowMs;
}

/** Admins see every video, hidden and scheduled ones too; everyone else only released ones. */
export function seesUnreleasedVideos(caller: AccessCaller | null | undefined): boolean {
  return isAdmin(caller);
}

/** May the caller see (find, open, hide) the video? Others get the same 404 as an unknown id. */
export function canSeeVideo(
  caller: AccessCaller | null | undefined,
  video: ReleaseFields,
  nowMs: number,
): boolean {
  return seesUnreleasedVideos(caller) || isReleased(video, nowMs);
}

/**
 * Of a video the caller sees: does it play for them? Free ones for all, premium ones with premium
 * access (`hasPremiumAccess`, which a list works out once for all its cards).
 */
export function videoUnlocked(premiumAccess: boolean, video: Pick<AccessVideo, "premium">): boolean {
  return !video.premium || premiumAccess;
}

/** `videoUnlocked` for this caller. */
export function unlocksVideo(
  caller: AccessCaller | null | undefined,
  video: Pick<AccessVideo, "premium">,
): boolean {
  return videoUnlocked(hasPremiumAccess(caller), video);
}

/** May the caller play the video (and have its url, captions and media file)? */
export function canPlayVideo(
  caller: AccessCaller | null | undefined,
  video: AccessVideo,
  nowMs: number,
): boolean {
  return canSeeVideo(caller, video, nowMs) && unlocksVideo(caller, video);
}

/** Watch time is credited only on a video the caller may play. */
export const canBeCreditedFor = canPlayVideo;

/**
 * May the caller take the video's files (transcript .docx, audio, the interactive transcript)?
 * A video they see, for premium members and admins only, free videos included.
 */
export function canDownloadVideo(
  caller: AccessCaller | null | undefined,
  video: ReleaseFields,
  nowMs: number,
): boolean {
  return canSeeVideo(caller, video, nowMs) && hasPremiumAccess(caller);
}
