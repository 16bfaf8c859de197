import type { Video } from "../../shared/contracts/video";

export interface VideoStatusBadge {
  kind: "hidden" | "scheduled";
  text: string;
}

// Made on first use: a card's module is on every first screen, and a formatter costs ~40 ms there.
let scheduleFormat: Intl.DateTimeFormat | undefined;

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
    scheduleFormat ??= new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
    badges.push({ kind: "scheduled", text: `Scheduled ${scheduleFormat.format(at)}` });
  }
  return badges;
}
