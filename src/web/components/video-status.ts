import type { Video } from "../../shared/contracts/video";
import { formatDay } from "../../shared/domain/time-format";

export interface VideoStatusBadge {
  kind: "hidden" | "scheduled";
  text: string;
}

/**
 * What only admins see on a card and on the watch page: "Hidden" for a video learners cannot see,
 * "Scheduled <date>" for one published later (uploadDate in the future). Dates in UTC, like the
 * schedule date an admin types.
 */
export function videoStatusBadges(
  video: Pick<Video, "visible" | "uploadDate">,
  now: number,
): VideoStatusBadge[] {
  const badges: VideoStatusBadge[] = [];
  if (!video.visible) badges.push({ kind: "hidden", text: "Hidden" });
  const at = Date.parse(video.uploadDate);
  if (Number.isFinite(at) && at > now) {
    badges.push({ kind: "scheduled", text: `Scheduled ${formatDay(video.uploadDate)}` });
  }
  return badges;
}
