import { randomBytes } from "node:crypto";
import type { Db } from "../../src/server/db/create-db";
import {
  addOptions,
  ensureChannel,
  insertVideo,
} from "../../src/server/modules/catalog/catalog-write-repository";

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
  /** The poster's URL; none by default. */
  thumbnailUrl?: string;
  subtitles?: string | null;
  audioFile?: string | null;
}

/**
 * Inserts a video (and its channel, speakers and topics as needed) through the catalog's write
 * path; returns its id. The catalog version moves by itself: call `t.app.catalog.refresh()` to have
 * the test app's index rebuilt at once.
 */
export async function createVideo(db: Db, input: VideoInput = {}): Promise<string> {
  const id = input.id ?? `v-${randomBytes(4).toString("hex")}`;
  const speakers = input.speakers ?? [];
  const topics = input.topics ?? [];
  const channelId = await ensureChannel(db, { name: input.channel ?? "Test channel" });
  await addOptions(db, "speakers", speakers);
  await addOptions(db, "topics", topics);
  await insertVideo(db, {
    id,
    title: input.title ?? `Video ${id}`,
    description: input.description ?? "",
    platform: input.platform ?? "youtube",
    onPlatformId: input.onPlatformId ?? `yt-${id}`,
    thumbnailUrl: input.thumbnailUrl,
    subtitles: input.subtitles ?? null,
    audioFile: input.audioFile ?? null,
    durationSeconds: input.durationSeconds ?? 600,
    level: input.level ?? "Beginner 1",
    premium: input.premium ?? false,
    visible: input.visible ?? true,
    uploadDate: input.uploadDate ?? new Date(Date.now() - 24 * 3600 * 1000),
    channelId,
    speakers,
    topics,
  });
  return id;
}
