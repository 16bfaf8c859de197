import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { isVideoLevel } from "../../../shared/domain/levels";
import {
  addSpeakers,
  addTopics,
  ensureChannel,
  insertVideos,
} from "../../modules/catalog/catalog-write-repository";
import type { Db } from "../create-db";
import { DEMO_YOUTUBE_VIDEOS } from "./demo-youtube";

/** One shipped video, as `scripts/seed-media` describes it in `media/demo/manifest.json`. */
interface ManifestEntry {
  slug: string;
  title: string;
  description: string;
  level: string;
  durationSeconds: number;
  wordCount: number;
  premium: boolean;
  channel: string;
  speakers: string[];
  topics: string[];
}

interface SeedVideo {
  id: string;
  title: string;
  description: string;
  platform: "youtube" | "file";
  onPlatformId: string;
  thumbnailUrl: string;
  durationSeconds: number;
  level: string;
  premium: boolean;
  visible: boolean;
  uploadDate: Date;
  channel: string;
  speakers: string[];
  topics: string[];
  subtitles: string | null;
  audioFile: string | null;
  wordCount: number | null;
}

const CHANNEL_URLS: Record<string, string> = {
  "Понятно Daily": "https://www.youtube.com/@ponyatno-daily",
  "Russian with Anna": "https://www.youtube.com/@russian-with-anna",
  "Slow Russian Stories": "https://www.youtube.com/@slow-russian-stories",
  "Говорим по-русски": "https://www.youtube.com/@govorim-po-russki",
};
const DAY_MS = 24 * 3600 * 1000;

function readManifest(mediaDir: string): ManifestEntry[] {
  const file = path.join(mediaDir, "manifest.json");
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, "utf8")) as ManifestEntry[];
}

function shippedVideos(mediaDir: string, now: number): SeedVideo[] {
  return readManifest(mediaDir)
    .filter((m) => isVideoLevel(m.level))
    .map((m, index) => {
      const vtt = path.join(mediaDir, `${m.slug}.vtt`);
      return {
        id: m.slug,
        title: m.title,
        description: m.description,
        platform: "file",
        onPlatformId: `${m.slug}.webm`,
        thumbnailUrl: `/media/demo/${m.slug}.jpg`,
        durationSeconds: m.durationSeconds,
        level: m.level,
        premium: m.premium,
        visible: true,
        // The newest uploads, so that the default sort (New) opens on videos that play offline.
        uploadDate: new Date(now - (index + 1) * 3600 * 1000),
        channel: m.channel,
        speakers: m.speakers,
        topics: m.topics,
        subtitles: existsSync(vtt) ? readFileSync(vtt, "utf8") : null,
        audioFile: existsSync(path.join(mediaDir, `${m.slug}.mp3`)) ? `${m.slug}.mp3` : null,
        wordCount: m.wordCount,
      };
    });
}

function youtubeVideos(now: number): SeedVideo[] {
  return DEMO_YOUTUBE_VIDEOS.map((y) => ({
    id: y.slug,
    title: y.title,
    description: y.description,
    platform: "youtube",
    onPlatformId: y.youtubeId,
    thumbnailUrl: `https://i.ytimg.com/vi/${y.youtubeId}/mqdefault.jpg`,
    durationSeconds: y.durationSeconds,
    level: y.level,
    premium: y.premium ?? false,
    visible: !y.hidden,
    uploadDate: new Date(now + y.uploadInDays * DAY_MS),
    channel: y.channel,
    speakers: y.speakers,
    topics: y.topics,
    subtitles: null,
    audioFile: null,
    wordCount: null,
  }));
}

/**
 * Loads the demo catalog into a database that has no videos yet; returns how many it added
 * (0 when the catalog already had content, so a restart never duplicates or overwrites anything).
 */
export async function seedDemoCatalog(db: Db, mediaDir: string): Promise<number> {
  const existing = await db
    .selectFrom("videos")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return 0;
  const now = Date.now();
  const videos = [...shippedVideos(mediaDir, now), ...youtubeVideos(now)];

  await db.transaction().execute(async (trx) => {
    const channels = new Map<string, number>();
    for (const name of new Set(videos.map((v) => v.channel))) {
      channels.set(name, await ensureChannel(trx, { name, url: CHANNEL_URLS[name] ?? "" }));
    }
    await addSpeakers(
      trx,
      videos.flatMap((v) => v.speakers),
    );
    await addTopics(
      trx,
      videos.flatMap((v) => v.topics),
    );
    await insertVideos(
      trx,
      videos.map(({ channel, ...video }) => ({ ...video, channelId: channels.get(channel)! })),
    );
  });
  return videos.length;
}
