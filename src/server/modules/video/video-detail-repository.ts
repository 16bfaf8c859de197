import { sql } from "kysely";
import type { Db } from "../../db/create-db";
import { type CatalogVideo, toCatalogVideo, type VideoState } from "../catalog-index/index";

/** Videos by id, with channel, speakers and topics, in the order of `ids`. */
export async function loadCatalogVideos(db: Db, ids: readonly string[]): Promise<CatalogVideo[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("videos as v")
    .innerJoin("channels as c", "c.id", "v.channel_id")
    .select([
      "v.id",
      "v.title",
      "v.description",
      "v.platform",
      "v.on_platform_id",
      "v.thumbnail_url",
      "v.duration_seconds",
      "v.level",
      "v.premium",
      "v.visible",
      "v.upload_date",
      "v.channel_id",
      "v.draft_missing",
      "c.name as channel_name",
      sql<string[]>`ARRAY(SELECT s.name FROM video_speakers vs JOIN speakers s ON s.id = vs.speaker_id
        WHERE vs.video_id = v.id ORDER BY s.name)`.as("speakers"),
      sql<string[]>`ARRAY(SELECT t.name FROM video_topics vt JOIN topics t ON t.id = vt.topic_id
        WHERE vt.video_id = v.id ORDER BY t.name)`.as("topics"),
    ])
    .where("v.id", "in", [...ids])
    .execute();
  const byId = new Map(
    rows.map((r) => [
      r.id,
      toCatalogVideo(r, { channelName: r.channel_name, speakers: r.speakers, topics: r.topics }),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One learner's positions and watch time for these videos. */
export async function loadVideoStates(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, VideoState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("user_video_state")
    .select(["video_id", "last_watch_time", "watch_time_ms"])
    .where("user_id", "=", userId)
    .where("video_id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((r) => [r.video_id, { lastWatchTime: r.last_watch_time, watchTimeMs: r.watch_time_ms }]),
  );
}
