import { type Video, videoRoutes } from "../../../shared/contracts/video";
import { videoUnlocked } from "../../../shared/domain/video-access";
import type { CatalogVideo } from "./catalog-repository";
import type { VideoState } from "./video-state";

/** What the player plays: YouTube's watch page, or the app's own media route for shipped files. */
export function playableUrlOf(video: Pick<CatalogVideo, "id" | "platform" | "onPlatformId">): string {
  return video.platform === "file"
    ? videoRoutes.media(video.id)
    : `https://www.youtube.com/watch?v=${encodeURIComponent(video.onPlatformId)}`;
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
  };
}
