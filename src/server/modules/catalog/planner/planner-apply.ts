import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import {
  PLANNER_DRAFT_WORDS,
  type PlannerSummary,
  plannerHeadLine,
  plannerRowLine,
  plannerSummaryLine,
} from "../../../../shared/domain/planner-log";
import type { DraftField } from "../../../../shared/domain/video-draft";
import type { Db } from "../../../db/create-db";
import { deleteFreedFiles, type FileStore, videoFileKeys } from "../../../storage/file-store";
import { type AuditActor, recordAudit } from "../../audit/index";
import type { Catalog } from "../../catalog-index/index";
import { applyPlannerSeries, type PlannerNextLink, type PlannerSeriesGroup } from "../../series/index";
import { nameKey } from "../catalog-names";
import { moveCatalogVersion } from "../catalog-write-repository";
import type { VideoFileJobs } from "../video-files/video-file-jobs";
import { PlannerCatalog, type RowKey } from "./planner-catalog";
import { parseYoutubeLink } from "./planner-cells";
import { describeChanges, type PlannerPlan, planVideoRow } from "./planner-changes";
import {
  createDownloadLimiter,
  type DownloadedPlannerFile,
  type DownloadedPlannerVideo,
  downloadPlannerFile,
  downloadPlannerVideo,
} from "./planner-download";
import { storeRowFiles } from "./planner-files";
import { PRETENDED_ID } from "./planner-names";
import type { PlannerVideo } from "./planner-repository";
import type { PlannerEntry, PlannerFile, PlannerVideoRow } from "./planner-row";
import {
  createInOneStatement,
  noSuchVideo,
  RowRefused,
  type VideoOutcome,
  writeDeleteRow,
  writeVideoRow,
} from "./planner-row-writes";
import { lookUpYoutubeVideos, type YoutubeLookupSettings } from "./youtube-lookup";

/*
 * Applies a read planner file (docs/content-planner.md "Upload"): row by row in file order, each
 * row in a transaction of its own (a bad row never stops the others and is never half written),
 * the log written line by line as rows are settled. The catalog version moves once, at the end
 * (the rows' transactions defer it: migration 0008), with the audit entry of the whole upload.
 * A dry run does all of it, downloads included, and rolls every row back.
 */

export interface PlannerRunOptions {
  dryRun: boolean;
  /** The admin who uploads; null for the demo loader. */
  actor: AuditActor | null;
  /** Receives each line of the log as soon as it is known. */
  emit: (line: string) => void;
  /** Let downloads reach private and loopback addresses (PLANNER_ALLOW_PRIVATE_URLS=1, tests only). */
  allowPrivateUrls: boolean;
  /** YouTube's Data API, for the lengths rows lack; none (the demo loader): such rows become drafts. */
  youtube?: YoutubeLookupSettings;
  /** The largest Video file, in bytes (VIDEO_UPLOAD_MAX_MB, as for add video); none: the column is refused. */
  videoMaxBytes?: number;
}

/** Where the faults of rows are logged (a request's logger, or the demo loader's). */
export type PlannerLogger = Pick<FastifyBaseLogger, "error">;

export interface PlannerDeps {
  db: Db;
  storage: FileStore;
  log: PlannerLogger;
  /** The app's catalog, rebuilt after a run; none when the demo catalog is loaded before start. */
  catalog?: Pick<Catalog, "refresh">;
  /** The transcode jobs, started once a row hands them a Video file. */
  videoFileJobs?: Pick<VideoFileJobs, "kick">;
}

/** How many rows ahead downloads start, so that a row's files are usually there when its turn comes. */
const DOWNLOAD_LOOKAHEAD = 8;

/**
 * Rows between two turns of the event loop. PGlite answers within the same microtask chain, so
 * without a turn a run of thousands of rows would hold the whole server (no other request, no
 * flushed log line, no timer) until its end, and everything the rows left behind would wait for it.
 */
const YIELD_EVERY_ROWS = 20;

/** Rolls a dry run's row back, carrying what the row did. */
class DryRunRollback<T> extends Error {
  constructor(readonly result: T) {
    super("dry run");
  }
}

function keyOf(entry: {
  youtubeId: string | null;
  videoId: string | null;
  videoFile?: string | null;
}): RowKey | null {
  if (entry.youtubeId) return { youtubeId: entry.youtubeId };
  if (entry.videoId) return { videoId: entry.videoId };
  if (entry.videoFile) return { videoFile: entry.videoFile };
  return null;
}

function keyText(key: RowKey): string {
  if ("youtubeId" in key) return `youtube:${key.youtubeId}`;
  return "videoId" in key ? `id:${key.videoId}` : `file:${key.videoFile}`;
}
const quote = (name: string) => `“${name}”`;
const listed = (names: string[]) => names.map(quote).join(", ");

/** `; new channel “X”; new speakers “A”, “B”`: the names a row added to the catalog. */
function addedNames(plan: Pick<PlannerPlan, "newChannel" | "newSpeakers" | "newTopics">): string {
  let text = "";
  if (plan.newChannel) text += `; new channel ${quote(plan.newChannel)}`;
  if (plan.newSpeakers.length > 0)
    text += `; new ${plan.newSpeakers.length === 1 ? "speaker" : "speakers"} ${listed(plan.newSpeakers)}`;
  if (plan.newTopics.length > 0)
    text += `; new ${plan.newTopics.length === 1 ? "topic" : "topics"} ${listed(plan.newTopics)}`;
  return text;
}

/** The video a row names (a video row or a delete row), or null. */
function entryKey(entry: PlannerEntry): RowKey | null {
  return entry.kind === "video" ? keyOf(entry.row) : entry.kind === "delete" ? keyOf(entry) : null;
}

/** The keys of the rows that name a video, whose stored videos the run compares them with. */
function rowKeys(rows: PlannerEntry[]): RowKey[] {
  return rows.flatMap((entry) => entryKey(entry) ?? []);
}

/** A key's first row is applied; each later row with the same key is refused, naming the first. */
function duplicateRows(rows: PlannerEntry[]): Map<PlannerEntry, number> {
  const firstLineOf = new Map<string, number>();
  const duplicates = new Map<PlannerEntry, number>();
  for (const entry of rows) {
    const key = entryKey(entry);
    if (!key) continue;
    const first = firstLineOf.get(keyText(key));
    if (first === undefined) firstLineOf.set(keyText(key), entry.line);
    else duplicates.set(entry, first);
  }
  return duplicates;
}

/** The sentence of a row whose transaction failed. */
function rowFailure(err: unknown, log: PlannerLogger): string {
  if (err instanceof RowRefused) return err.message;
  const code = (err as { code?: string } | null)?.code;
  if (code === "23505")
    return "another video with this YouTube id was saved at the same time; upload the file again";
  log.error({ err }, "a content planner row could not be saved");
  return "it could not be saved because of a fault of the server (logged); upload the file again later";
}

export async function runPlanner(
  deps: PlannerDeps,
  file: PlannerFile,
  options: PlannerRunOptions,
): Promise<PlannerSummary> {
  const { db, storage, log } = deps;
  const { dryRun, emit } = options;
  const summary: PlannerSummary = {
    read: file.rows.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    deleted: 0,
    refused: 0,
    fileFailures: 0,
    drafts: 0,
  };
  const catalog = await PlannerCatalog.load(db, rowKeys(file.rows));
  emit(plannerHeadLine(file.rows.length, dryRun));
  if (file.ignoredColumns.length > 0) emit(`Ignored columns: ${file.ignoredColumns.join(", ")}.`);
  const duplicateOf = duplicateRows(file.rows);
  const { fromYoutube, lengthReasons } = await fillLengthsFromYoutube(db, file.rows, catalog, options);

  /** `; a draft, kept from learners: the length is missing (…)`, or "" for a complete video. */
  function draftNote(entry: PlannerEntry, missing: readonly DraftField[]): string {
    if (missing.length === 0) return "";
    summary.drafts++;
    const what = missing.map((field) => {
      if (field === "level") return "the level is missing";
      const reason = lengthReasons.get(entry);
      return reason ? `the length is missing (${reason})` : "the length is missing";
    });
    return `; ${PLANNER_DRAFT_WORDS}: ${what.join(", ")}`;
  }
  const youtubeNote = (entry: PlannerEntry) => (fromYoutube.has(entry) ? "; length from YouTube" : "");

  /** The rows whose video stands after its row (created, updated or unchanged), for the series pass. */
  const settled: { entry: PlannerEntry & { kind: "video" }; videoId: string }[] = [];

  const limit = createDownloadLimiter();
  const downloads = new Map<number, Promise<DownloadedPlannerFile[]>>();
  function startDownloads(index: number): void {
    const entry = file.rows[index];
    if (entry?.kind !== "video" || downloads.has(index) || duplicateOf.has(entry)) return;
    const key = keyOf(entry.row);
    const plan = planVideoRow(entry.row, key ? catalog.videoFor(key) : undefined, catalog.names);
    downloads.set(
      index,
      Promise.all(
        plan.downloads.map(({ url, kind }) =>
          limit(() => downloadPlannerFile(url, kind, { allowPrivate: options.allowPrivateUrls })),
        ),
      ),
    );
  }

  /**
   * A row's Video file, streamed into the store (docs/content-planner.md "Video files"); one at a
   * time with the other downloads, through the same limiter.
   */
  function downloadVideoFile(url: string): Promise<DownloadedPlannerVideo> {
    if (options.videoMaxBytes === undefined)
      return Promise.resolve({ ok: false, reason: "video files cannot be loaded here" });
    const maxBytes = options.videoMaxBytes;
    return limit(() =>
      downloadPlannerVideo(url, storage, maxBytes, { allowPrivate: options.allowPrivateUrls }),
    );
  }

  /** Runs a row's writes in its own transaction (rolled back in a dry run). */
  async function inRowTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await work(trx);
        if (dryRun) throw new DryRunRollback(result);
        return result;
      });
    } catch (err) {
      if (err instanceof DryRunRollback) return err.result as T;
      throw err;
    }
  }

  /** After a row is settled (or would be, in a dry run): what it wrote is known from now on. */
  function learn(outcome: VideoOutcome): void {
    const { plan, addedIds } = outcome;
    const idOf = (id: number | undefined) => (dryRun || id === undefined ? PRETENDED_ID : id);
    if (plan.newChannel)
      catalog.names.learn("channels", plan.newChannel, idOf(addedIds.channel ?? undefined));
    for (const name of plan.newSpeakers)
      catalog.names.learn("speakers", name, idOf(addedIds.speakers.get(name)));
    for (const name of plan.newTopics) catalog.names.learn("topics", name, idOf(addedIds.topics.get(name)));
    if (dryRun) catalog.takenIds.add(outcome.video.id);
    else catalog.remember(outcome.video);
  }

  async function videoRow(entry: PlannerEntry & { kind: "video" }, index: number): Promise<void> {
    const { row, line, label } = entry;
    const key = keyOf(row) as RowKey;
    const say = (text: string) => emit(plannerRowLine(line, label, text, row.title));
    const known = catalog.videoFor(key);
    const plan = planVideoRow(row, known, catalog.names);
    if (known && plan.changed.length === 0 && plan.downloads.length === 0 && plan.videoFile === null) {
      summary.unchanged++;
      say(`unchanged${draftNote(entry, known.missing)}`);
      settled.push({ entry, videoId: known.id });
      return;
    }
    if (!known && !row.youtubeId && !("videoFile" in key)) {
      summary.refused++;
      say(`refused: ${noSuchVideo(row)}`);
      return;
    }
    const video = plan.videoFile === null ? null : await downloadVideoFile(plan.videoFile);
    // A new video plays from its file: without the file there is no video to create.
    if (video && !video.ok && !known) {
      summary.refused++;
      say(`refused: video file failed: ${video.reason}`);
      return;
    }
    startDownloads(index);
    const downloaded = await (downloads.get(index) ?? Promise.resolve([]));
    downloads.delete(index);
    const failures = downloaded.flatMap((file, i) =>
      file.ok ? [] : [`${plan.downloads[i]?.kind ?? "file"} failed: ${file.reason}`],
    );
    if (video && !video.ok) failures.push(`video file failed: ${video.reason}`);
    const owner = known?.id ?? row.youtubeId ?? "video";
    const files = await storeRowFiles(storage, plan.downloads, downloaded, owner, !dryRun);
    if (video?.ok) {
      files.video = { key: video.video.key, url: plan.videoFile as string };
      // A dry run checks the file and keeps nothing: the row's writes are rolled back.
      if (dryRun) await deleteFreedFiles(storage, [video.video.key], log);
      else files.written.push(video.video.key);
    }
    let outcome: VideoOutcome;
    try {
      // A new video with known names is one statement; anything else (or a moved version) is a
      // transaction of a few.
      const fast = !dryRun && !known ? await createInOneStatement(db, catalog, row, files) : null;
      outcome = fast ?? (await inRowTransaction((trx) => writeVideoRow(trx, catalog, row, key, files)));
    } catch (err) {
      await deleteFreedFiles(storage, files.written, log);
      summary.refused++;
      say(`refused: ${rowFailure(err, log)}`);
      return;
    }
    if (outcome.outcome === "unchanged") await deleteFreedFiles(storage, files.written, log);
    else if (!dryRun) await deleteFreedFiles(storage, outcome.replaced, log);
    if (files.video && !dryRun && outcome.outcome !== "unchanged") deps.videoFileJobs?.kick();
    if (outcome.outcome !== "unchanged") learn(outcome);
    settled.push({ entry, videoId: outcome.video.id });
    summary[outcome.outcome]++;
    const detail =
      outcome.outcome === "updated" && known
        ? `updated: ${describeChanges(known, outcome.plan.video, outcome.changed)}`
        : outcome.outcome;
    const completed = known && known.missing.length > 0 && outcome.video.missing.length === 0;
    say(
      detail +
        (outcome.outcome === "unchanged" ? "" : addedNames(outcome.plan)) +
        youtubeNote(entry) +
        draftNote(entry, outcome.video.missing) +
        (completed ? "; complete: shown to learners" : ""),
    );
    for (const failure of failures) {
      summary.fileFailures++;
      say(failure);
    }
  }

  async function deleteRow(entry: PlannerEntry & { kind: "delete" }): Promise<void> {
    let removed: PlannerVideo | undefined;
    const say = (text: string) => emit(plannerRowLine(entry.line, entry.label, text, removed?.title));
    try {
      removed = await inRowTransaction((trx) => writeDeleteRow(trx, catalog, keyOf(entry) as RowKey));
    } catch (err) {
      summary.refused++;
      say(`refused: ${rowFailure(err, log)}`);
      return;
    }
    if (!removed) {
      summary.skipped++;
      say("skipped: not in the catalog, nothing to delete");
      return;
    }
    if (!dryRun) {
      catalog.forget(removed);
      await deleteFreedFiles(storage, videoFileKeys(removed), log);
    }
    summary.deleted++;
    say("deleted");
  }

  let seriesWritten = false;
  try {
    for (const [index, entry] of file.rows.entries()) {
      if (index % YIELD_EVERY_ROWS === 0) await yieldToEventLoop();
      for (let ahead = index; ahead < index + DOWNLOAD_LOOKAHEAD; ahead++) startDownloads(ahead);
      const first = duplicateOf.get(entry);
      if (first !== undefined) {
        summary.refused++;
        emit(
          plannerRowLine(
            entry.line,
            entry.label,
            `refused: the same video is in row ${first}; only that row is applied`,
          ),
        );
      } else if (entry.kind === "skipped") {
        summary.skipped++;
        emit(plannerRowLine(entry.line, entry.label, "skipped: not for the platform"));
      } else if (entry.kind === "refused") {
        summary.refused++;
        emit(plannerRowLine(entry.line, entry.label, `refused: ${entry.reason}`));
      } else if (entry.kind === "delete") {
        await deleteRow(entry);
      } else {
        await videoRow(entry, index);
      }
    }
    seriesWritten = await applyPlannerSeries(db, { ...seriesInputOf(settled, emit), dryRun });
  } finally {
    // Whatever was written, even by a run cut short, is shown everywhere: one version move.
    if (!dryRun && (summary.created + summary.updated + summary.deleted > 0 || seriesWritten)) {
      await db.transaction().execute(async (trx) => {
        await moveCatalogVersion(trx);
        await recordAudit(trx, {
          actor: options.actor,
          action: "planner.upload",
          target: "content planner",
          detail: { ...summary },
        });
      });
      await deps.catalog?.refresh();
    }
  }
  emit(plannerSummaryLine(summary));
  return summary;
}

/**
 * The series pass's input (docs/content-planner.md "Series"): rows grouped by their `Series` title
 * (matched in any letter case, as channel names are), rows with an empty one, and the team's next
 * links of rows without a `Series` title.
 */
function seriesInputOf(
  settled: { entry: PlannerEntry & { kind: "video" }; videoId: string }[],
  emit: (line: string) => void,
) {
  const groups = new Map<string, PlannerSeriesGroup>();
  const outOfSeries: string[] = [];
  const links: PlannerNextLink[] = [];
  for (const { entry, videoId } of settled) {
    const row: PlannerVideoRow = entry.row;
    const say = (text: string) => emit(plannerRowLine(entry.line, entry.label, text, row.title));
    if (row.series) {
      const key = nameKey(row.series);
      const group = groups.get(key) ?? { title: row.series, rows: [] };
      groups.set(key, group);
      group.rows.push({ videoId, episode: row.episode ?? null, say });
      continue;
    }
    if (row.series === "" && !row.seriesEpisode) outOfSeries.push(videoId);
    if (row.seriesEpisode && row.nextEpisodeLink) {
      const parsed = parseYoutubeLink(row.nextEpisodeLink);
      links.push({
        videoId,
        link: { text: row.nextEpisodeLink, youtubeId: parsed.ok ? parsed.value : null },
        say,
      });
    }
  }
  return { groups: [...groups.values()], outOfSeries, links };
}

/**
 * Asks YouTube's Data API (through its cache) for the lengths the rows lack and fills them in
 * (docs/content-planner.md "Lengths from YouTube"): rows of a stored video keep its length and
 * are not asked about. The rows left without one become drafts, with the reason.
 */
async function fillLengthsFromYoutube(
  db: Db,
  rows: PlannerEntry[],
  catalog: PlannerCatalog,
  options: PlannerRunOptions,
): Promise<{ fromYoutube: Set<PlannerEntry>; lengthReasons: Map<PlannerEntry, string> }> {
  const fromYoutube = new Set<PlannerEntry>();
  const lengthReasons = new Map<PlannerEntry, string>();
  const asking = rows.flatMap((entry) => {
    if (entry.kind !== "video" || entry.row.durationSeconds !== null || !entry.row.youtubeId) return [];
    const stored = catalog.videoFor({ youtubeId: entry.row.youtubeId });
    return stored && !stored.missing.includes("length") ? [] : [{ entry, youtubeId: entry.row.youtubeId }];
  });
  if (asking.length === 0) return { fromYoutube, lengthReasons };
  const settings = options.youtube ?? { apiKey: undefined, apiUrl: "" };
  const lookup = await lookUpYoutubeVideos(
    db,
    asking.map((a) => a.youtubeId),
    settings,
  );
  if (lookup.failure)
    options.emit(`YouTube's Data API failed: ${lookup.failure}. The rows without a length become drafts.`);
  for (const { entry, youtubeId } of asking) {
    const answer = lookup.answer(youtubeId);
    if (!answer.ok) {
      lengthReasons.set(entry, answer.reason);
      continue;
    }
    const row = (entry as PlannerEntry & { kind: "video" }).row;
    row.durationSeconds = answer.details.durationSeconds;
    if (answer.details.thumbnailUrl) row.youtubeThumbnail = answer.details.thumbnailUrl;
    fromYoutube.add(entry);
  }
  return { fromYoutube, lengthReasons };
}
