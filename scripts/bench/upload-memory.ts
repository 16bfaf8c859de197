import { catalogAdminRoutes } from "../../src/shared/contracts/catalog-admin";
import { memoryOf } from "./processes";

/*
 * The server's memory through large uploads (docs/benchmarks.md "Memory through uploads"): its
 * RSS, read from /proc every 25 ms, while an admin adds a 100 MiB video file (streamed to the
 * store, never held whole: docs/storage.md "Video files") and while the content planner's
 * 5,000 rows are applied (read as they arrive). The goal is the one for the server at rest with
 * its catalog: at most 450 MB at any moment.
 */

export const UPLOAD_RSS_GOAL_MB = 450;
const VIDEO_BYTES = 100 * 1024 * 1024;
const SAMPLE_MS = 25;

export interface RssThrough {
  beforeMb: number;
  peakMb: number;
}

/** The server's RSS before `work` and its highest sample during it. */
export async function rssThrough<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<RssThrough & { result: T }> {
  const beforeMb = memoryOf(pid).rssMb;
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, memoryOf(pid).rssMb);
  }, SAMPLE_MS);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, memoryOf(pid).rssMb);
    return { beforeMb, peakMb, result };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * 100 MiB that open as an MP4 (an `ftyp` box), zeros after: the server checks only the first bytes
 * before it streams the rest to the store; its transcode then fails in ffmpeg, outside the server.
 */
function videoFile(): Blob {
  const bytes = new Uint8Array(VIDEO_BYTES);
  bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode("ftypisom"), 0, 0, 2, 0]);
  bytes.set(new TextEncoder().encode("isomiso2"), 16);
  return new Blob([bytes], { type: "video/mp4" });
}

/** Adds a 100 MiB video as an admin (the form's fields as the add page sends them). */
export async function addLargeVideo(baseUrl: string, headers: { cookie: string; origin: string }) {
  const channels = await fetch(`${baseUrl}${catalogAdminRoutes.channels}`, { headers });
  const list = (await channels.json()) as { channels: { id: number }[] };
  const channelId = list.channels[0]?.id;
  if (channelId === undefined) throw new Error("upload: the scratch catalog has no channel");
  const form = new FormData();
  form.append("title", "Большое видео");
  form.append("description", "100 MiB, for the memory bench.");
  form.append("level", "Beginner 2");
  form.append("uploadDate", "2026-01-15T10:00:00Z");
  form.append("channelId", String(channelId));
  form.append("premium", "false");
  form.append("speakers", "Анна");
  form.append("topics", "Еда");
  form.append("video", videoFile(), "big.mp4");
  const response = await fetch(`${baseUrl}${catalogAdminRoutes.videoAdd}`, {
    method: "POST",
    headers,
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

/** The lines under the table: the server's RSS through each upload, with the goal. */
export function printUploadMemory(lines: { what: string; rss: RssThrough }[]): void {
  console.log("\nServer memory through uploads:");
  for (const { what, rss } of lines) {
    const verdict = rss.peakMb <= UPLOAD_RSS_GOAL_MB ? "met" : "MISSED";
    console.log(
      `  ${what}: RSS ${rss.beforeMb.toFixed(0)} MB before, peak ${rss.peakMb.toFixed(0)} MB (goal ≤ ${UPLOAD_RSS_GOAL_MB} MB: ${verdict})`,
    );
  }
}
