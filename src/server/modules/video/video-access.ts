import { notFound, unauthorized } from "../../lib/app-error";
import { hasPremiumAccess, isAdminUser } from "../user/roles";
import type { UserRow } from "../user/user-mapper";
import type { VideoRecord } from "./video-repository";

export const NO_SUCH_VIDEO = "There is no video with this id.";

/** Hidden and scheduled videos exist only for admins; everyone else gets the same 404 as a wrong id. */
export function assertListed(video: VideoRecord | undefined, user: UserRow | null): VideoRecord {
  if (!video) throw notFound(NO_SUCH_VIDEO);
  const published = video.visible && video.uploadDate.getTime() <= Date.now();
  if (!published && !isAdminUser(user)) throw notFound(NO_SUCH_VIDEO);
  return video;
}

/** Premium videos play only for premium members and admins (401: the client shows log-in or /premium). */
export function assertPlayable(video: VideoRecord, user: UserRow | null): void {
  if (video.premium && !hasPremiumAccess(user)) {
    throw unauthorized(
      user && !user.is_anonymous
        ? "This video is for premium members."
        : "Log in with a premium membership to watch this video.",
    );
  }
}
