import { type Video, videoRoutes } from "../../../shared/contracts/video";
import { blendedDifficulty } from "../../../shared/domain/difficulty-blend";
import { videoUnlocked } from "../../../shared/domain/video-access";
import type { CatalogVideo } from "./catalog-video";
import type { VideoState } from "./video-state";

/** What the player plays: YouTube's watch page, or the app's own media route for shipped files. */
export function playableUrlOf(video: Pick<CatalogVideo, "id" | "platform" | "onPlatformId">): string {
  return video.platform === "file"
    ? videoRoutes.media(video.id)
    : `https://www.youtube.com/watch?v=${encodeURIComponent(video.onPlatformId)}`;
}

const NO_RATINGS = { easy: 0, right: 0, hard: 0 };

/** The video's shown difficulty (docs/words.md "The shown difficulty"): the index, cards and watch page's one value. */
export function shownDifficultyOf(
  video: Pick<CatalogVideo, "computedDifficulty" | "ratings">,
): number | null {
  return blendedDifficulty(video.computedDifficulty ?? null, video.ratings ?? NO_RATINGS);
}

/**
 * A catalog video as one caller sees it: a premium video is listed for everyone, but its `url`
 * and `onPlatformId` only reach callers who may play it (premium users and admins).
 */
export function toVideo(video: CatalogVideo, state: VideoState | undefined, premiumAccess: boolean): Video {
  const playable = videoUnlocked(premiumAccess, video);
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    url: playable ? playableUrlOf(video) : null,
    thumbnailUrl: video.thumbnailUrl,
    duration: video.durationSeconds,
    lastWatchTime: state?.lastWatchTime ?? 0,
    level: video.level,
    premium: video.premium,
    tags: video.topics,
    uploadDate: new Date(video.uploadMs).toISOString(),
    onPlatformId: playable ? video.onPlatformId : null,
    channelId: video.channelId,
    channelName: video.channelName,
    speakers: video.speakers,
    visible: video.visible,
    watchTime: (state?.watchTimeMs ?? 0) / 1000,
    platform: video.platform,
    // Only where the difficulty was read (the index's snapshot), never a null for "not read".
    ...(video.computedDifficulty === undefined ? {} : { difficulty: shownDifficultyOf(video) }),
  };
}
