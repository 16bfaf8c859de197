import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../src/server/db/create-db";

export interface VideoInput {
  id?: string;
  title?: string;
  level?: string;
  durationSeconds?: number;
  premium?: boolean;
  visible?: boolean;
  uploadDate?: Date;
  channel?: string;
  speakers?: string[];
  topics?: string[];
  description?: string;
  platform?: "youtube" | "file";
  /** YouTube id or media file name; defaults to a made-up YouTube id. */
  onPlatformId?: string;
  subtitles?: string | null;
  audioFile?: string | null;
}

/** Inserts a video (and its channel, speakers and topics as needed); returns its id. */
export async function createVideo(db: Db, input: VideoInput = {}): Promise<string> {
  const id = input.id ?? `v-${randomBytes(4).toString("hex")}`;
  const channelName = input.channel ?? "Test channel";
  await db
    .insertInto("channels")
    .values({ name: channelName })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const channel = await db
    .selectFrom("channels")
    .select("id")
    .where("name", "=", channelName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("videos")
    .values({
      id,
      title: input.title ?? `Video ${id}`,
      description: input.description ?? "",
      platform: input.platform ?? "youtube",
      on_platform_id: input.onPlatformId ?? `yt-${id}`,
      subtitles: input.subtitles ?? null,
      audio_file: input.audioFile ?? null,
      duration_seconds: input.durationSeconds ?? 600,
      level: input.level ?? "Beginner 1",
      premium: input.premium ?? false,
      visible: input.visible ?? true,
      upload_date: input.uploadDate ?? new Date(Date.now() - 24 * 3600 * 1000),
      channel_id: channel.id,
    })
    .execute();
  for (const [table, link, names] of [
    ["speakers", "video_speakers", input.speakers ?? []],
    ["topics", "video_topics", input.topics ?? []],
  ] as const) {
    for (const name of names) {
      await db
        .insertInto(table)
        .values({ name })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await db.selectFrom(table).select("id").where("name", "=", name).executeTakeFirstOrThrow();
      if (link === "video_speakers")
        await db.insertInto(link).values({ video_id: id, speaker_id: row.id }).execute();
      else await db.insertInto(link).values({ video_id: id, topic_id: row.id }).execute();
    }
  }
  await db.updateTable("catalog_version").set({ version: sql`version + 1` }).where("id", "=", 1).execute();
  return id;
}
