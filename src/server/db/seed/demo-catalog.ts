import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { isVideoLevel } from "../../../shared/domain/levels";
import { plannerLineKind } from "../../../shared/domain/planner-log";
import { addOptions, ensureChannel, insertVideos } from "../../modules/catalog/catalog-write-repository";
import { type PlannerLogger, runPlanner } from "../../modules/catalog/planner/planner-apply";
import { readPlannerFile } from "../../modules/catalog/planner/planner-reader";
import type { FileStore } from "../../storage/file-store";
import type { Db } from "../create-db";

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

/** The demo's YouTube videos: real ones, in the content team's planner format. */
export const DEMO_PLANNER_FILE = "content-planner.csv";

const CHANNEL_URLS: Record<string, string> = {
  "Понятно Daily": "https://www.youtube.com/@ponyatno-daily",
  "Russian with Anna": "https://www.youtube.com/@russian-with-anna",
  "Slow Russian Stories": "https://www.youtube.com/@slow-russian-stories",
};

function readManifest(mediaDir: string): ManifestEntry[] {
  const file = path.join(mediaDir, "manifest.json");
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, "utf8")) as ManifestEntry[];
}

/** The videos shipped as files (they play offline), as the newest uploads. */
async function loadShippedVideos(db: Db, mediaDir: string): Promise<number> {
  const now = Date.now();
  const videos = readManifest(mediaDir)
    .filter((m) => isVideoLevel(m.level))
    .map((m, index) => {
      const vtt = path.join(mediaDir, `${m.slug}.vtt`);
      return {
        id: m.slug,
        title: m.title,
        description: m.description,
        platform: "file" as const,
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
  if (videos.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const channels = new Map<string, number>();
    for (const name of new Set(videos.map((v) => v.channel))) {
      channels.set(name, await ensureChannel(trx, { name, url: CHANNEL_URLS[name] ?? "" }));
    }
    for (const table of ["speakers", "topics"] as const) {
      await addOptions(
        trx,
        table,
        videos.flatMap((v) => v[table]),
      );
    }
    await insertVideos(
      trx,
      videos.map(({ channel, ...video }) => ({ ...video, channelId: channels.get(channel)! })),
    );
  });
  return videos.length;
}

/**
 * Loads the demo catalog into a database that has no videos yet; returns how many it added
 * (0 when the catalog already had content, so a restart never duplicates or overwrites anything).
 * The shipped videos go in directly; the YouTube ones come through the content planner's own
 * code path, from the team's planner file (`media/demo/content-planner.csv`), as an admin's
 * upload would.
 */
export async function seedDemoCatalog(
  db: Db,
  mediaDir: string,
  storage: FileStore,
  log: PlannerLogger & { warn(msg: string): void },
): Promise<number> {
  const existing = await db
    .selectFrom("videos")
    .select(sql<number>`count(*)::int`.as("n"))
    .executeTakeFirstOrThrow();
  if (existing.n > 0) return 0;
  const shipped = await loadShippedVideos(db, mediaDir);
  const plannerPath = path.join(mediaDir, DEMO_PLANNER_FILE);
  if (!existsSync(plannerPath)) return shipped;
  const summary = await runPlanner({ db, storage, log }, readPlannerFile(readFileSync(plannerPath)), {
    dryRun: false,
    actor: null,
    allowPrivateUrls: false,
    emit: (line) => {
      if (plannerLineKind(line) === "problem") log.warn(`demo content planner: ${line}`);
    },
  });
  return shipped + summary.created;
}
