import type { Video } from "../../shared/contracts/video";
import { videoStatusBadges } from "./video-status";

/** "Hidden" and "Scheduled <date>" for admins (learners never get such videos from the server). */
export function VideoStatusBadges({ video }: { video: Pick<Video, "visible" | "uploadDate"> }) {
  return videoStatusBadges(video, Date.now()).map((badge) => (
    <span
      key={badge.kind}
      className={`badge video-status-badge ${badge.kind === "hidden" ? "text-bg-secondary" : "text-bg-info"}`}
    >
      {badge.text}
    </span>
  ));
}
