import type { Db } from "../../db/create-db";
import { toVideo } from "../catalog/video-view";
import type { UserRow } from "../user/user-mapper";
import { assertListed, assertPlayable, hasPremium } from "./video-access";
import { loadCatalogVideos } from "./video-detail-repository";
import { findVideoRecord } from "./video-repository";

/**
 * The poster of a video's watch page for this caller, for the page's head to preload (its largest
 * paint on a phone): the thumbnail a file video's player shows, when GET /api/video/{id} would
 * give the caller the video to play. Nothing for a YouTube video (its player draws its own), a
 * video the caller may not see or play, or a wrong id: the page then asks and says why, as before.
 */
export async function watchPoster(db: Db, id: string, user: UserRow | null): Promise<string | undefined> {
  const record = await findVideoRecord(db, id);
  if (!record || record.platform === "youtube") return undefined;
  try {
    // The rules of GET /api/video/{id}: what it refuses, the head does not fetch either.
    assertPlayable(assertListed(record, user), user);
  } catch {
    return undefined;
  }
  const [video] = await loadCatalogVideos(db, [record.id]);
  return video ? toVideo(video, undefined, hasPremium(user)).thumbnailUrl || undefined : undefined;
}
