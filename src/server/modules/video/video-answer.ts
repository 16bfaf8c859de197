import type { VideoResponse } from "../../../shared/contracts/video";
import { hasPremiumAccess } from "../../../shared/domain/roles";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import { deepFreeze } from "../../lib/deep-freeze";
import { createWeakMemo } from "../../lib/weak-memo";
import type { Bitset, Catalog, CatalogIndex, CatalogVideo, VideoState } from "../catalog-index/index";
import { shownDifficultyAt, toVideo } from "../catalog-index/index";
import type { UserRow } from "../user/index";
import { accessCallerOf } from "../user/index";
import { relatedVideoIds } from "./related-videos";
import { assertListed, assertPlayable, NO_SUCH_VIDEO } from "./video-access";
import { loadCatalogVideos, loadVideoStates } from "./video-detail-repository";
import { findVideoRecord, type VideoRecord } from "./video-repository";

/** What a watch answer takes from the catalog, the same for every caller who sees the same videos. */
interface CatalogPart {
  record: VideoRecord;
  /** The video, then its related videos (none if `related` was false). */
  videos: CatalogVideo[];
}

/** Catalog parts kept per set of videos a caller sees, by video id and `related`; the oldest go first. */
const PARTS_KEPT = 1000;
const partsByListed = new WeakMap<Bitset, Map<string, Promise<CatalogPart | undefined>>>();

/**
 * The catalog part of a watch answer: kept per set of listed videos, which belongs to one catalog
 * index (one catalog version) and moves when a scheduled video comes out (Catalog.listedVideos),
 * so a kept part is never older than the index a caller is served from (docs/browse.md
 * "Freshness, caching"). A visitor's watch page then does no SQL (docs/benchmarks.md).
 */
function catalogPart(
  db: Db,
  index: CatalogIndex,
  listed: Bitset,
  id: string,
  related: boolean,
): Promise<CatalogPart | undefined> {
  let parts = partsByListed.get(listed);
  if (!parts) {
    parts = new Map();
    partsByListed.set(listed, parts);
  }
  const key = `${related ? "r" : "-"}${id}`;
  const kept = parts.get(key);
  if (kept) return kept;
  const made = (async () => {
    const record = await findVideoRecord(db, id);
    if (!record) return undefined;
    const relatedIds = related ? relatedVideoIds(index, listed, record.id) : [];
    return { record, videos: await loadCatalogVideos(db, [record.id, ...relatedIds]) };
  })();
  parts.set(key, made);
  // A failed read is made again next time rather than kept.
  made.catch(() => parts.delete(key));
  if (parts.size > PARTS_KEPT) parts.delete(parts.keys().next().value as string);
  return made;
}

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
  const index = catalog.current();
  const access = accessCallerOf(user);
  const listed = catalog.visibleTo(index, access, Date.now());
  const part = await catalogPart(db, index, listed, id, related);
  const record = assertListed(part?.record, user);
  assertPlayable(record, user);
  if (!part) throw notFound(NO_SUCH_VIDEO);
  // A visitor's answer is the catalog part's alone: made once, and then the same object for every
  // visitor, by which their watch page is found whole (plugins/page-cache.ts).
  if (user === null) return visitorAnswers([part], () => deepFreeze(answerOf(index, part, new Map(), false)));
  const states = await loadVideoStates(
    db,
    user.id,
    part.videos.map((v) => v.id),
  );
  return answerOf(index, part, states, hasPremiumAccess(access));
}

/** Visitors' answers, by their catalog part (held weakly: they go with it). */
const visitorAnswers = createWeakMemo<VideoResponse>();

/** The answer from the catalog part and the caller's states and premium access. */
function answerOf(
  index: CatalogIndex,
  part: CatalogPart,
  states: Map<string, VideoState>,
  premiumAccess: boolean,
): VideoResponse {
  const [video, ...others] = part.videos.map((v) => {
    // The difficulty its card shows (the index's blend), so the watch page draws it with the page.
    const ordinal = index.ordinalById.get(v.id);
    const difficulty = ordinal === undefined ? undefined : shownDifficultyAt(index, ordinal);
    return {
      ...toVideo(v, states.get(v.id), premiumAccess),
      ...(difficulty !== undefined && { difficulty }),
    };
  });
  if (!video) throw notFound(NO_SUCH_VIDEO);
  return { video, relatedVideos: others };
}
