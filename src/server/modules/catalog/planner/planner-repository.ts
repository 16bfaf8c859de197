import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import type { Db } from "../../../db/create-db";
import { listAdminVideos, optionNames } from "../catalog-admin-repository";

/*
 * The planner's reads of the catalog. Its writes go through catalog-write-repository.ts, like
 * every catalog write.
 */

/** A stored video as the planner compares a row with it. */
export interface PlannerVideo extends AdminVideo {
  /** When the row last changed (epoch ms): a row read earlier is still true when it matches. */
  updatedAt: number;
  /** The stored audio's file name or key, null when none. */
  audioFile: string | null;
}

export interface PlannerNames {
  channels: { id: number; name: string }[];
  speakers: string[];
  topics: string[];
}

/** Every video (or the given ones) with what the planner compares. */
export async function listPlannerVideos(db: Db, ids?: string[]): Promise<PlannerVideo[]> {
  const videos = await listAdminVideos(db, ids);
  if (videos.length === 0) return [];
  const stamps = await db
    .selectFrom("videos")
    .select(["id", "updated_at", "audio_file"])
    .$if(ids !== undefined, (q) => q.where("id", "in", ids!))
    .execute();
  const byId = new Map(stamps.map((s) => [s.id, s]));
  return videos.map((video) => {
    const stamp = byId.get(video.id);
    return { ...video, updatedAt: stamp?.updated_at.getTime() ?? 0, audioFile: stamp?.audio_file ?? null };
  });
}

/** The video a row names (by YouTube id, else by its platform id) and when it last changed. */
export async function findPlannerVideoStamp(
  db: Db,
  key: { youtubeId: string } | { videoId: string },
): Promise<{ id: string; updatedAt: number } | undefined> {
  const row = await db
    .selectFrom("videos")
    .select(["id", "updated_at"])
    .$if("youtubeId" in key, (q) =>
      q
        .where("platform", "=", "youtube")
        .where("on_platform_id", "=", (key as { youtubeId: string }).youtubeId),
    )
    .$if("videoId" in key, (q) => q.where("id", "=", (key as { videoId: string }).videoId))
    .executeTakeFirst();
  return row && { id: row.id, updatedAt: row.updated_at.getTime() };
}

/** Every channel (with its id), speaker and topic name. */
export async function plannerNames(db: Db): Promise<PlannerNames> {
  const [channels, speakers, topics] = await Promise.all([
    db.selectFrom("channels").select(["id", "name"]).orderBy("id").execute(),
    optionNames(db, "speakers"),
    optionNames(db, "topics"),
  ]);
  return { channels, speakers, topics };
}
