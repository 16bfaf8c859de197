import type { VideoResponse } from "../../../shared/contracts/video";
import { hasPremiumAccess } from "../../../shared/domain/roles";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import type { Catalog } from "../catalog-index/index";
import { toVideo } from "../catalog-index/index";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import { relatedVideoIds } from "./related-videos";
import { assertListed, assertPlayable, NO_SUCH_VIDEO } from "./video-access";
import { loadCatalogVideos, loadVideoStates } from "./video-detail-repository";
import { findVideoRecord } from "./video-repository";

/**
 * GET /api/video/{id}'s answer for this caller: the video with their position, and "More videos
 * like this" unless `related` is false. Throws the call's 404 (unknown, hidden or scheduled for a
 * learner) and 401 (premium without premium). Also what a watch page's HTML carries for its first
 * screen (plugins/first-screen.ts).
 */
export async function videoAnswer(
  db: Db,
  catalog: Catalog,
  id: string,
  user: UserRow | null,
  related = true,
): Promise<VideoResponse> {
  const record = assertListed(await findVideoRecord(db, id), user);
  assertPlayable(record, user);
  const index = catalog.current();
  const access = accessCallerOf(user);
  const listed = catalog.visibleTo(index, access, Date.now());
  const relatedIds = related ? relatedVideoIds(index, listed, record.id) : [];
  const ids = [record.id, ...relatedIds];
  const [videos, states] = await Promise.all([
    loadCatalogVideos(db, ids),
    user ? loadVideoStates(db, user.id, ids) : new Map(),
  ]);
  const premiumAccess = hasPremiumAccess(access);
  const [video, ...others] = videos.map((v) => toVideo(v, states.get(v.id), premiumAccess));
  if (!video) throw notFound(NO_SUCH_VIDEO);
  return { video, relatedVideos: others };
}
