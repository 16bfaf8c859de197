import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/create-db";
import {
  deleteFreedFiles,
  type FileStore,
  publicFileUrl,
  storageKeys,
  storedVideoKey,
  VIDEO_UPLOAD_PREFIX,
  videoFileKeys,
} from "../../../storage/file-store";
import type { Catalog } from "../../catalog-index/index";
import { lockCatalogWrites, updateVideo } from "../catalog-write-repository";
import { probeVideo, takePosterFrame, transcodeToMp4, VideoFileFailure } from "./ffmpeg";
import {
  type ClaimedVideoFileJob,
  claimVideoFileJob,
  endVideoFileJob,
  failAbandonedVideoFileJobs,
  findVideoFiles,
  reportVideoFileProgress,
} from "./video-file-job-repository";

/*
 * The transcode jobs of our own videos (docs/storage.md "Video files"): a table that every
 * instance polls, each job claimed with a lease that its progress renews, so that a job whose
 * instance stopped is taken up again after LEASE_MS (three times at most). An upload starts its
 * job at once (`kick`); the poll (main.ts) finds those left by a restart or another instance.
 */

/** How long a claim holds a job without news of its progress. */
const LEASE_MS = 2 * 60_000;
/** Claims of one job before it is failed (each stop of an instance during it is one). */
const MAX_ATTEMPTS = 3;
/** The least time between two progress writes. */
const PROGRESS_EVERY_MS = 1_000;
const ABANDONED =
  "The transcode stopped three times (the server restarted during it). Upload the file again.";

export interface VideoFileJobsDeps {
  db: Db;
  storage: FileStore;
  catalog: Pick<Catalog, "refresh">;
  log: FastifyBaseLogger;
}

export interface VideoFileJobs {
  /** Runs the waiting jobs now (one at a time in this instance); returns at once. */
  kick(): void;
  /** Looks for waiting jobs every `intervalMs` (0: never). */
  poll(intervalMs: number): void;
  /** Resolves when this instance runs no job (tests wait on it). */
  idle(): Promise<void>;
  /** Stops polling; a job under way is handed back to the queue. */
  stop(): Promise<void>;
}

export function createVideoFileJobs(deps: VideoFileJobsDeps): VideoFileJobs {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const stopping = new AbortController();

  async function drain(): Promise<void> {
    do {
      again = false;
      await failAbandonedVideoFileJobs(deps.db, MAX_ATTEMPTS, ABANDONED);
      for (;;) {
        if (stopping.signal.aborted) return;
        const job = await claimVideoFileJob(deps.db, LEASE_MS, MAX_ATTEMPTS);
        if (!job) break;
        await runVideoFileJob(deps, job, stopping.signal);
      }
    } while (again && !stopping.signal.aborted);
  }

  const jobs: VideoFileJobs = {
    kick() {
      if (stopping.signal.aborted) return;
      if (running) {
        again = true;
        return;
      }
      running = drain()
        .catch((err: unknown) => deps.log.error({ err }, "the video file jobs failed"))
        .finally(() => {
          running = null;
        });
    },
    poll(intervalMs) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(() => jobs.kick(), intervalMs);
      timer.unref();
      jobs.kick();
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
  return jobs;
}

/** One job: the upload fetched, probed, transcoded, its poster taken, stored, and the video pointed at it. */
async function runVideoFileJob(deps: VideoFileJobsDeps, job: ClaimedVideoFileJob, stopping: AbortSignal) {
  const { db, storage, log } = deps;
  const dir = await mkdtemp(path.join(tmpdir(), "ponyatno-video-"));
  const written: string[] = [];
  // Ends ffmpeg when the instance stops, or when the job is no longer ours (replaced, deleted).
  const lost = new AbortController();
  const signal = AbortSignal.any([stopping, lost.signal]);
  try {
    const input = path.join(dir, "upload");
    const output = path.join(dir, "video.mp4");
    const source = await storage.get(job.sourceKey);
    if (!source) throw new VideoFileFailure("The uploaded file is missing from the store. Upload it again.");
    await pipeline(source.body, createWriteStream(input), { signal });
    const probed = await probeVideo(input, signal);
    if (!probed.hasVideo) throw new VideoFileFailure("The file holds no video stream.");

    let reportedAt = 0;
    let reporting: Promise<unknown> = Promise.resolve();
    await transcodeToMp4(
      input,
      output,
      probed.durationSeconds,
      (fraction) => {
        const now = Date.now();
        if (now - reportedAt < PROGRESS_EVERY_MS) return;
        reportedAt = now;
        const percent = Math.min(99, Math.floor(fraction * 100));
        reporting = reporting
          .then(() => reportVideoFileProgress(db, job, percent, LEASE_MS))
          .then((ours) => {
            if (!ours) lost.abort();
          });
      },
      signal,
    );
    await reporting;
    const durationSeconds = (await probeVideo(output, signal)).durationSeconds;

    const videoKey = storageKeys.video(job.videoId);
    await storage.putStream(videoKey, createReadStream(output), { contentType: "video/mp4" });
    written.push(videoKey);
    let posterKey: string | null = null;
    if (job.takePoster) {
      const poster = path.join(dir, "poster.jpg");
      await takePosterFrame(output, Math.min(1, durationSeconds / 2), poster, signal);
      posterKey = storageKeys.thumbnail("jpg");
      await storage.putStream(posterKey, createReadStream(poster), { contentType: "image/jpeg" });
      written.push(posterKey);
    }

    const freed = await db.transaction().execute(async (trx) => {
      await lockCatalogWrites(trx);
      const current = await findVideoFiles(trx, job.videoId);
      if (!current || !(await endVideoFileJob(trx, job, { state: "ready" }))) return null;
      const oldVideoKey = storedVideoKey(current);
      const added = current.platform === "file" && current.onPlatformId.startsWith(VIDEO_UPLOAD_PREFIX);
      await updateVideo(trx, job.videoId, {
        platform: "file",
        onPlatformId: videoKey,
        durationSeconds: Math.max(1, Math.round(durationSeconds)),
        ...(posterKey ? { thumbnailUrl: publicFileUrl(posterKey) } : {}),
        // Added hidden until its file plays, then shown unless it was added hidden (a planner
        // row's `Visible` no); a replaced file leaves the admin's choice alone.
        ...(added && job.showWhenReady ? { visible: true } : {}),
      });
      return [
        ...(oldVideoKey ? [oldVideoKey] : []),
        ...(posterKey ? videoFileKeys({ thumbnailUrl: current.thumbnailUrl }) : []),
      ];
    });
    if (freed === null) {
      // The video was deleted, or a new upload replaced this one, meanwhile.
      await deleteFreedFiles(storage, written, log);
      return;
    }
    await deps.catalog.refresh();
    await deleteFreedFiles(storage, [...freed, job.sourceKey], log);
    log.info({ videoId: job.videoId, durationSeconds }, "video file transcoded");
  } catch (err) {
    await deleteFreedFiles(storage, written, log);
    if (stopping.aborted) {
      await endVideoFileJob(db, job, { state: "queued" }).catch(() => undefined);
      return;
    }
    if (lost.signal.aborted) return;
    const reason =
      err instanceof VideoFileFailure ? err.message : "The transcode failed on the server; see its log.";
    if (!(err instanceof VideoFileFailure))
      log.error({ err, videoId: job.videoId }, "a video file job failed");
    await endVideoFileJob(db, job, { state: "failed", error: reason });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
