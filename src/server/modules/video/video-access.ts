import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import {
  type AccessVideo,
  canDownloadVideo,
  canSeeVideo,
  seesUnreleasedVideos,
  unlocksVideo,
} from "../../../shared/domain/video-access";
import type { Database } from "../../db/schema";
import { notFound, unauthorized } from "../../lib/app-error";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import type { VideoRecord } from "./video-repository";

export const NO_SUCH_VIDEO = "There is no video with this id.";
const PREMIUM_VIDEO = "This video is for premium members.";
const PREMIUM_LOG_IN = "Log in with a premium membership to watch this video.";

type Caller = Pick<UserRow, "is_anonymous" | "roles" | "premium"> | null | undefined;

/** What the access rule reads of a video: a video record, or any read that carries these fields. */
export type AccessFields = Pick<VideoRecord, "visible" | "uploadDate" | "premium" | "draft">;

/** What the shared rule reads of a video record. */
function accessVideoOf(video: AccessFields): AccessVideo {
  return {
    visible: video.visible,
    uploadMs: video.uploadDate.getTime(),
    premium: video.premium,
    draft: video.draft,
  };
}

/** The sentence of a refused premium video: a learner is told it is premium, a visitor to log in. */
export function premiumRefusal(user: Caller): string {
  return user && !user.is_anonymous ? PREMIUM_VIDEO : PREMIUM_LOG_IN;
}

/** Hidden and scheduled videos exist only for admins; everyone else gets the same 404 as a wrong id. */
export function assertListed<V extends AccessFields>(video: V | undefined, user: UserRow | null): V {
  if (!video) throw notFound(NO_SUCH_VIDEO);
  if (!canSeeVideo(accessCallerOf(user), accessVideoOf(video), Date.now())) throw notFound(NO_SUCH_VIDEO);
  return video;
}

/** Premium videos play only for premium members and admins (401: the client shows log-in or /premium). */
export function assertPlayable(video: VideoRecord, user: UserRow | null): void {
  if (!unlocksVideo(accessCallerOf(user), video)) throw unauthorized(premiumRefusal(user));
}

/**
 * The premium downloads and the interactive transcript: a video the caller sees (else the 404 of
 * an unknown id), then premium access (else 401 with `sentence`), free videos included.
 */
export function assertDownloadable(
  video: VideoRecord | undefined,
  user: UserRow | null,
  sentence: string,
): VideoRecord {
  const listed = assertListed(video, user);
  if (!canDownloadVideo(accessCallerOf(user), accessVideoOf(listed), Date.now()))
    throw unauthorized(sentence);
  return listed;
}

/**
 * `canSeeVideo` as a condition on the `videos` table, for SQL that keeps only the videos the
 * caller sees (every repository that filters by the rule takes it from here).
 */
export function videoVisibleTo(eb: ExpressionBuilder<Database, "videos">, user: Caller): Expression<SqlBool> {
  if (seesUnreleasedVideos(accessCallerOf(user))) return sql<boolean>`true`;
  return eb.and([
    eb("videos.visible", "=", true),
    eb("videos.draft_missing", "is", null),
    eb("videos.upload_date", "<=", sql<Date>`now()`),
  ]);
}
