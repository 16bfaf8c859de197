import { sql } from "kysely";
import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import type { Db } from "../../../db/create-db";
import { listAdminVideos } from "../catalog-admin-repository";
import type { NamedId } from "./planner-names";
import type { PlannerFileKind, RowKey } from "./planner-row";
import type { YoutubeVideoDetails } from "./youtube-data-api";

/*
 * The planner's reads of the catalog. Its writes go through catalog-write-repository.ts, like
 * every catalog write.
 */

/** A stored video as the planner compares a row with it. */
export interface PlannerVideo extends AdminVideo {
  /** The stored audio's file name or key, null when none. */
  audioFile: string | null;
  /** The URLs the planner downloaded its files from (null: not downloaded by the planner). */
  sources: Record<PlannerFileKind | "video", string | null>;
}

export interface PlannerNames {
  channels: NamedId[];
  speakers: NamedId[];
  topics: NamedId[];
}

/** Every video (or the given ones) with what the planner compares. */
export async function listPlannerVideos(db: Db, ids?: string[]): Promise<PlannerVideo[]> {
  const videos = await listAdminVideos(db, ids);
  if (videos.length === 0) return [];
  const stamps = await db
    .selectFrom("videos")
    .select(["id", "audio_file", "thumbnail_source", "subtitles_source", "audio_source", "video_source"])
    .$if(ids !== undefined, (q) => q.where("id", "in", ids!))
    .execute();
  const byId = new Map(stamps.map((s) => [s.id, s]));
  return videos.map((video) => {
    const stamp = byId.get(video.id);
    return {
      ...video,
      audioFile: stamp?.audio_file ?? null,
      sources: {
        thumbnail: stamp?.thumbnail_source ?? null,
        subtitles: stamp?.subtitles_source ?? null,
        audio: stamp?.audio_source ?? null,
        video: stamp?.video_source ?? null,
      },
    };
  });
}

/**
 * Every video id in use, and those of the videos `keys` name (every one without keys): a row names
 * a video by its YouTube id, its id or the URL its own file was downloaded from.
 */
export async function plannerVideoIds(
  db: Db,
  keys: readonly RowKey[] | undefined,
): Promise<{ all: string[]; named: string[] | undefined }> {
  const all = (await db.selectFrom("videos").select("id").execute()).map((r) => r.id);
  if (keys === undefined) return { all, named: undefined };
  const youtubeIds: string[] = [];
  const ids: string[] = [];
  const files: string[] = [];
  for (const key of keys) {
    if ("youtubeId" in key) youtubeIds.push(key.youtubeId);
    else if ("videoId" in key) ids.push(key.videoId);
    else files.push(key.videoFile);
  }
  if (youtubeIds.length + ids.length + files.length === 0) return { all, named: [] };
  const named = await db
    .selectFrom("videos")
    .select("id")
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb("id", "in", ids)] : []),
        ...(youtubeIds.length > 0
          ? [eb.and([eb("platform", "=", "youtube"), eb("on_platform_id", "in", youtubeIds)])]
          : []),
        ...(files.length > 0 ? [eb("video_source", "in", files)] : []),
      ]),
    )
    .execute();
  return { all, named: named.map((r) => r.id) };
}

/** Every channel, speaker and topic with its id. */
export async function plannerNames(db: Db): Promise<PlannerNames> {
  const [channels, speakers, topics] = await Promise.all([
    db.selectFrom("channels").select(["id", "name"]).orderBy("id").execute(),
    db.selectFrom("speakers").select(["id", "name"]).orderBy("id").execute(),
    db.selectFrom("topics").select(["id", "name"]).orderBy("id").execute(),
  ]);
  return { channels, speakers, topics };
}

/** The cached answers of YouTube's Data API for these ids (youtube_video_details, migration 0028). */
export async function readYoutubeDetails(db: Db, ids: readonly string[]): Promise<YoutubeVideoDetails[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("youtube_video_details")
    .select(["youtube_id", "duration_seconds", "thumbnail_url"])
    .where("youtube_id", "in", [...ids])
    .execute();
  return rows.map((r) => ({
    youtubeId: r.youtube_id,
    durationSeconds: r.duration_seconds,
    thumbnailUrl: r.thumbnail_url,
  }));
}

/** Keeps YouTube's answers (a newer answer replaces an older one). */
export async function saveYoutubeDetails(db: Db, details: readonly YoutubeVideoDetails[]): Promise<void> {
  if (details.length === 0) return;
  await db
    .insertInto("youtube_video_details")
    .values(
      details.map((d) => ({
        youtube_id: d.youtubeId,
        duration_seconds: d.durationSeconds,
        thumbnail_url: d.thumbnailUrl,
      })),
    )
    .onConflict((oc) =>
      oc.column("youtube_id").doUpdateSet((eb) => ({
        duration_seconds: eb.ref("excluded.duration_seconds"),
        thumbnail_url: eb.ref("excluded.thumbnail_url"),
        fetched_at: sql`now()`,
      })),
    )
    .execute();
}
