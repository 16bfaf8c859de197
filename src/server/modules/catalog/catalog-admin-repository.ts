import { sql } from "kysely";
import type { AdminVideo, Channel, NamedItem } from "../../../shared/contracts/catalog-admin";
import { draftFields } from "../../../shared/domain/video-draft";
import type { Db } from "../../db/create-db";
import type { OptionTable } from "./catalog-names";

/*
 * The reads of the admin catalog calls (catalog-admin-routes.ts). Writes go through
 * catalog-write-repository.ts.
 */

const russian = new Intl.Collator("ru");
export const byRussianName = <T extends { name: string }>(a: T, b: T) => russian.compare(a.name, b.name);
export const sortRussian = (names: string[]) => names.sort(russian.compare);

/** Option names of each video, from a link table (every video, or the given ones). */
async function linkedNames(
  db: Db,
  table: "video_speakers" | "video_topics",
  videoIds?: string[],
): Promise<Map<string, string[]>> {
  if (videoIds?.length === 0) return new Map();
  const rows =
    table === "video_speakers"
      ? await db
          .selectFrom("video_speakers")
          .innerJoin("speakers", "speakers.id", "video_speakers.speaker_id")
          .select(["video_speakers.video_id", "speakers.name"])
          .$if(videoIds !== undefined, (q) => q.where("video_speakers.video_id", "in", videoIds!))
          .execute()
      : await db
          .selectFrom("video_topics")
          .innerJoin("topics", "topics.id", "video_topics.topic_id")
          .select(["video_topics.video_id", "topics.name"])
          .$if(videoIds !== undefined, (q) => q.where("video_topics.video_id", "in", videoIds!))
          .execute();
  const byVideo = new Map<string, string[]>();
  for (const row of rows) {
    const list = byVideo.get(row.video_id);
    if (list) list.push(row.name);
    else byVideo.set(row.video_id, [row.name]);
  }
  for (const list of byVideo.values()) sortRussian(list);
  return byVideo;
}

/** Every video (hidden, scheduled and premium included), newest upload first, or the given ones. */
export async function listAdminVideos(db: Db, ids?: string[]): Promise<AdminVideo[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .selectFrom("videos")
    .innerJoin("channels", "channels.id", "videos.channel_id")
    .leftJoin("video_file_jobs", "video_file_jobs.video_id", "videos.id")
    .select([
      "video_file_jobs.state as file_state",
      "video_file_jobs.progress as file_progress",
      "video_file_jobs.error as file_error",
      "videos.id",
      "videos.title",
      "videos.description",
      "videos.platform",
      "videos.on_platform_id",
      "videos.thumbnail_url",
      "videos.duration_seconds",
      "videos.level",
      "videos.premium",
      "videos.visible",
      "videos.upload_date",
      "videos.channel_id",
      "channels.name as channel_name",
      sql<boolean>`videos.subtitles IS NOT NULL`.as("has_subtitles"),
      sql<boolean>`videos.audio_file IS NOT NULL`.as("has_audio"),
      "videos.draft_missing",
    ])
    .$if(ids !== undefined, (q) => q.where("videos.id", "in", ids!))
    .orderBy("videos.upload_date", "desc")
    .orderBy("videos.id")
    .execute();
  const speakers = await linkedNames(db, "video_speakers", ids);
  const topics = await linkedNames(db, "video_topics", ids);
  return rows.map((v) => ({
    id: v.id,
    title: v.title,
    description: v.description,
    platform: v.platform,
    onPlatformId: v.on_platform_id,
    thumbnailUrl: v.thumbnail_url,
    duration: v.duration_seconds,
    level: v.level,
    premium: v.premium,
    visible: v.visible,
    uploadDate: v.upload_date.toISOString(),
    channelId: v.channel_id,
    channelName: v.channel_name,
    speakers: speakers.get(v.id) ?? [],
    tags: topics.get(v.id) ?? [],
    hasSubtitles: v.has_subtitles,
    hasAudio: v.has_audio,
    missing: draftFields(v.draft_missing),
    videoFile:
      v.file_state === null
        ? null
        : { state: v.file_state, progress: v.file_progress ?? 0, error: v.file_error ?? null },
  }));
}

/** One video as the admin list shows it; undefined when there is none. */
export async function findAdminVideo(db: Db, id: string): Promise<AdminVideo | undefined> {
  const [video] = await listAdminVideos(db, [id]);
  return video;
}

/** What the update call needs of a stored video. */
export async function findVideoForUpdate(
  db: Db,
  id: string,
): Promise<{ id: string; platform: string; onPlatformId: string; level: string } | undefined> {
  const row = await db
    .selectFrom("videos")
    .select(["id", "platform", "on_platform_id", "level"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, platform: row.platform, onPlatformId: row.on_platform_id, level: row.level };
}

/** The stored subtitles (WebVTT) of a video: undefined when there is no such video, null when it has none. */
export async function findVideoSubtitles(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom("videos").select("subtitles").where("id", "=", id).executeTakeFirst();
  return row ? row.subtitles : undefined;
}

/**
 * The video that already plays this on-platform id, if any (its id and title): an add asks for a
 * YouTube video's (`platform`), an edit for any other video's than its own (`exceptId`).
 */
export async function findVideoPlaying(
  db: Db,
  onPlatformId: string,
  only: { platform?: "youtube"; exceptId?: string },
): Promise<{ id: string; title: string } | undefined> {
  return db
    .selectFrom("videos")
    .select(["id", "title"])
    .where("on_platform_id", "=", onPlatformId)
    .$if(only.platform !== undefined, (q) => q.where("platform", "=", only.platform!))
    .$if(only.exceptId !== undefined, (q) => q.where("id", "<>", only.exceptId!))
    .executeTakeFirst();
}

/** The video ids that are `base` or start with `base-` (to find a free slug). */
export async function videoIdsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("videos")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base.replace(/[\\%_]/g, "\\$&")}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function channelExists(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom("channels").select("id").where("id", "=", id).executeTakeFirst());
}

/** Every name of a channel, speaker or topic table. */
export async function optionNames(db: Db, table: OptionTable): Promise<string[]> {
  const rows = await db.selectFrom(table).select("name").execute();
  return rows.map((r) => r.name);
}

/** Topics or speakers with how many videos use each, by name in Russian collation order. */
export async function namedOptionsWithCounts(db: Db, table: "speakers" | "topics"): Promise<NamedItem[]> {
  const rows =
    table === "speakers"
      ? await db
          .selectFrom("speakers")
          .leftJoin("video_speakers", "video_speakers.speaker_id", "speakers.id")
          .select(["speakers.name", (eb) => eb.fn.count<number>("video_speakers.video_id").as("n")])
          .groupBy("speakers.id")
          .execute()
      : await db
          .selectFrom("topics")
          .leftJoin("video_topics", "video_topics.topic_id", "topics.id")
          .select(["topics.name", (eb) => eb.fn.count<number>("video_topics.video_id").as("n")])
          .groupBy("topics.id")
          .execute();
  return rows.map((r) => ({ name: r.name, videoCount: Number(r.n) })).sort(byRussianName);
}

/** Channels with how many videos use each, by name in Russian collation order. */
export async function channelsWithCounts(db: Db): Promise<Channel[]> {
  const rows = await db
    .selectFrom("channels")
    .leftJoin("videos", "videos.channel_id", "channels.id")
    .select([
      "channels.id",
      "channels.name",
      "channels.url",
      (eb) => eb.fn.count<number>("videos.id").as("n"),
    ])
    .groupBy("channels.id")
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: r.name, url: r.url, videoCount: Number(r.n) }))
    .sort(byRussianName);
}
