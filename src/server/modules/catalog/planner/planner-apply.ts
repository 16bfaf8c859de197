import type { FastifyBaseLogger } from "fastify";
import {
  type PlannerSummary,
  plannerHeadLine,
  plannerRowLine,
  plannerSummaryLine,
} from "../../../../shared/domain/planner-log";
import { slugFromTitle, uniqueSlug } from "../../../../shared/domain/video-slug";
import type { Db } from "../../../db/create-db";
import type { FileStore } from "../../../storage/file-store";
import type { AuditActor } from "../../audit/audit-repository";
import { recordAudit } from "../../audit/audit-repository";
import { videoIdsLike } from "../catalog-admin-repository";
import { refreshCatalog } from "../catalog-service";
import {
  addSpeakers,
  addTopics,
  type CatalogVideoFields,
  deferCatalogVersion,
  deleteVideo,
  ensureChannel,
  insertVideo,
  lockCatalogWrites,
  moveCatalogVersion,
  updateVideo,
} from "../catalog-write-repository";
import { PLANNER_FIELDS, type PlannerField, type PlannerPlan, planVideoRow } from "./planner-changes";
import { createDownloadLimiter, type DownloadedPlannerFile, downloadPlannerFile } from "./planner-download";
import { deleteStoredFiles, type RowFiles, storedKeysOf, storeRowFiles } from "./planner-files";
import {
  findPlannerVideoStamp,
  listPlannerVideos,
  type PlannerNames,
  type PlannerVideo,
  plannerNames,
} from "./planner-repository";
import type { PlannerEntry, PlannerFile, PlannerVideoRow } from "./planner-row";

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
}

/** Where the faults of rows are logged (a request's logger, or the demo loader's). */
export type PlannerLogger = Pick<FastifyBaseLogger, "error">;

export interface PlannerDeps {
  db: Db;
  storage: FileStore;
  log: PlannerLogger;
}

/** How many rows ahead downloads start, so that a row's files are usually there when its turn comes. */
const DOWNLOAD_LOOKAHEAD = 8;

/** Rolls a dry run's row back, carrying what the row did. */
class DryRunRollback<T> extends Error {
  constructor(readonly result: T) {
    super("dry run");
  }
}

/** A row's key in the catalog: its YouTube id, else its platform id. */
type RowKey = { youtubeId: string } | { videoId: string };

function keyOf(entry: { youtubeId: string | null; videoId: string | null }): RowKey | null {
  if (entry.youtubeId) return { youtubeId: entry.youtubeId };
  if (entry.videoId) return { videoId: entry.videoId };
  return null;
}

const keyText = (key: RowKey) => ("youtubeId" in key ? `youtube:${key.youtubeId}` : `id:${key.videoId}`);
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

/** What a video row's transaction did. */
interface VideoOutcome {
  outcome: "created" | "updated" | "unchanged";
  id: string;
  changed: PlannerField[];
  plan: PlannerPlan;
  channelId: number;
  /** Store keys the row replaced (to delete after the commit). */
  replaced: string[];
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
  };

  // What is stored when the upload starts; a row's transaction checks its own video again.
  const stored = await listPlannerVideos(db);
  const names: PlannerNames = await plannerNames(db);
  const byYoutubeId = new Map(stored.filter((v) => v.platform === "youtube").map((v) => [v.onPlatformId, v]));
  const byId = new Map(stored.map((v) => [v.id, v]));
  const storedFor = (key: RowKey) =>
    "youtubeId" in key ? byYoutubeId.get(key.youtubeId) : byId.get(key.videoId);
  // A dry run adds no name, yet later rows must see the names earlier rows would have added.
  const pretend = { channels: new Set<string>(), speakers: new Set<string>(), topics: new Set<string>() };

  emit(plannerHeadLine(file.rows.length, dryRun));
  if (file.ignoredColumns.length > 0) emit(`Ignored columns: ${file.ignoredColumns.join(", ")}.`);

  // A key's first row is applied; a later row with the same key is refused.
  const firstLineOf = new Map<string, number>();
  const duplicateOf = new Map<PlannerEntry, number>();
  for (const entry of file.rows) {
    const key = entry.kind === "video" ? keyOf(entry.row) : entry.kind === "delete" ? keyOf(entry) : null;
    if (!key) continue;
    const first = firstLineOf.get(keyText(key));
    if (first === undefined) firstLineOf.set(keyText(key), entry.line);
    else duplicateOf.set(entry, first);
  }

  const limit = createDownloadLimiter();
  const downloads = new Map<number, Promise<DownloadedPlannerFile[]>>();
  function startDownloads(index: number): void {
    const entry = file.rows[index];
    if (entry?.kind !== "video" || downloads.has(index) || duplicateOf.has(entry)) return;
    const key = keyOf(entry.row);
    const plan = planVideoRow(entry.row, key ? storedFor(key) : undefined, names);
    downloads.set(
      index,
      Promise.all(
        plan.downloads.map(({ url, kind }) =>
          limit(() => downloadPlannerFile(url, kind, { allowPrivate: options.allowPrivateUrls })),
        ),
      ),
    );
  }

  /** Runs a row's writes in its own transaction (rolled back in a dry run). */
  async function inRowTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(async (trx) => {
        await deferCatalogVersion(trx);
        await lockCatalogWrites(trx);
        const result = await work(trx);
        if (dryRun) throw new DryRunRollback(result);
        return result;
      });
    } catch (err) {
      if (err instanceof DryRunRollback) return err.result as T;
      throw err;
    }
  }

  /** The stored video a row names, as it is now inside the row's transaction. */
  async function currentVideo(trx: Db, key: RowKey): Promise<PlannerVideo | undefined> {
    const stamp = await findPlannerVideoStamp(trx, key);
    if (!stamp) return undefined;
    const known = byId.get(stamp.id);
    if (known && known.updatedAt === stamp.updatedAt) return known;
    const [fresh] = await listPlannerVideos(trx, [stamp.id]);
    return fresh;
  }

  async function applyVideo(
    trx: Db,
    row: PlannerVideoRow,
    key: RowKey,
    files: RowFiles,
  ): Promise<VideoOutcome> {
    const current = await currentVideo(trx, key);
    if (!current && !row.youtubeId) throw new RowRefused(noSuchVideo(row));
    const plan = planVideoRow(row, current, names);
    const video = plan.video;
    if (files.thumbnailUrl) video.thumbnailUrl = files.thumbnailUrl;
    const changed = new Set<PlannerField>(plan.changed);
    if (current && files.thumbnailUrl) changed.add("thumbnail");
    if (current && files.subtitles) changed.add("subtitles");
    if (current && files.audioFile) changed.add("audio");
    const ordered = PLANNER_FIELDS.filter((f) => changed.has(f));
    if (current && ordered.length === 0)
      return {
        outcome: "unchanged",
        id: current.id,
        changed: [],
        plan,
        channelId: current.channelId,
        replaced: [],
      };

    const known = names.channels.find((c) => c.name === video.channel);
    const channelId =
      known && known.id > 0 ? known.id : await ensureChannel(trx, { name: video.channel, url: "" });
    await addSpeakers(trx, [...plan.newSpeakers, ...video.speakers.filter((n) => pretend.speakers.has(n))]);
    await addTopics(trx, [...plan.newTopics, ...video.topics.filter((n) => pretend.topics.has(n))]);
    const fields: CatalogVideoFields = {
      title: video.title,
      description: video.description,
      platform: current?.platform === "file" ? "file" : "youtube",
      onPlatformId: current?.onPlatformId ?? (row.youtubeId as string),
      thumbnailUrl: video.thumbnailUrl,
      durationSeconds: video.durationSeconds,
      level: video.level,
      premium: video.premium,
      visible: video.visible,
      uploadDate: video.uploadDate,
      channelId,
      speakers: video.speakers,
      topics: video.topics,
      ...(files.subtitles ? { subtitles: files.subtitles.vtt, wordCount: files.subtitles.wordCount } : {}),
      ...(files.audioFile ? { audioFile: files.audioFile } : {}),
    };
    if (current) {
      const { speakers, topics, ...rest } = fields;
      await updateVideo(trx, current.id, {
        ...rest,
        ...(changed.has("speakers") ? { speakers } : {}),
        ...(changed.has("topics") ? { topics } : {}),
      });
      const replaced = [
        ...(files.thumbnailUrl ? storedKeysOf({ thumbnailUrl: current.thumbnailUrl }) : []),
        ...(files.audioFile ? storedKeysOf({ audioFile: current.audioFile }) : []),
      ];
      return { outcome: "updated", id: current.id, changed: ordered, plan, channelId, replaced };
    }
    const base = slugFromTitle(video.title) || (row.youtubeId as string);
    const id = uniqueSlug(base, await videoIdsLike(trx, base));
    await insertVideo(trx, { id, ...fields });
    return { outcome: "created", id, changed: [], plan, channelId, replaced: [] };
  }

  /** After a row is settled (or would be, in a dry run): the names it added are known from now on. */
  function learnNames(outcome: VideoOutcome): void {
    const { plan, channelId } = outcome;
    if (plan.newChannel) {
      names.channels.push({ id: dryRun ? -1 : channelId, name: plan.newChannel });
      if (dryRun) pretend.channels.add(plan.newChannel);
    }
    names.speakers.push(...plan.newSpeakers);
    names.topics.push(...plan.newTopics);
    if (dryRun) {
      for (const n of plan.newSpeakers) pretend.speakers.add(n);
      for (const n of plan.newTopics) pretend.topics.add(n);
    }
  }

  async function videoRow(entry: PlannerEntry & { kind: "video" }, index: number): Promise<void> {
    const { row, line, label } = entry;
    const key = keyOf(row) as RowKey;
    const say = (text: string) => emit(plannerRowLine(line, label, text));
    const known = storedFor(key);
    const plan = planVideoRow(row, known, names);
    if (known && plan.changed.length === 0 && plan.downloads.length === 0) {
      summary.unchanged++;
      say("unchanged");
      return;
    }
    if (!known && !row.youtubeId) {
      summary.refused++;
      say(`refused: ${noSuchVideo(row)}`);
      return;
    }
    startDownloads(index);
    const downloaded = await (downloads.get(index) ?? Promise.resolve([]));
    downloads.delete(index);
    const failures: string[] = [];
    downloaded.forEach((file, i) => {
      if (!file.ok) failures.push(`${plan.downloads[i]?.kind ?? "file"} failed: ${file.reason}`);
    });
    const files = await storeRowFiles(storage, downloaded, known?.id ?? (row.youtubeId as string), !dryRun);
    let outcome: VideoOutcome;
    try {
      outcome = await inRowTransaction((trx) => applyVideo(trx, row, key, files));
    } catch (err) {
      await deleteStoredFiles(storage, files.written, log);
      summary.refused++;
      say(`refused: ${rowFailure(err, log)}`);
      return;
    }
    if (outcome.outcome === "unchanged") await deleteStoredFiles(storage, files.written, log);
    else if (!dryRun) await deleteStoredFiles(storage, outcome.replaced, log);
    learnNames(outcome);
    summary[outcome.outcome]++;
    const detail = outcome.outcome === "updated" ? `updated: ${outcome.changed.join(", ")}` : outcome.outcome;
    say(detail + addedNames(outcome.plan));
    for (const failure of failures) {
      summary.fileFailures++;
      say(failure);
    }
  }

  async function deleteRow(entry: PlannerEntry & { kind: "delete" }): Promise<void> {
    const say = (text: string) => emit(plannerRowLine(entry.line, entry.label, text));
    const key = keyOf(entry) as RowKey;
    let removed: PlannerVideo | undefined;
    try {
      removed = await inRowTransaction(async (trx) => {
        const current = await currentVideo(trx, key);
        if (current) await deleteVideo(trx, current.id);
        return current;
      });
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
    if (!dryRun) await deleteStoredFiles(storage, storedKeysOf(removed), log);
    summary.deleted++;
    say("deleted");
  }

  let written = false;
  try {
    for (const [index, entry] of file.rows.entries()) {
      for (let ahead = index; ahead < index + DOWNLOAD_LOOKAHEAD; ahead++) startDownloads(ahead);
      const say = (text: string) => emit(plannerRowLine(entry.line, entry.label, text));
      const first = duplicateOf.get(entry);
      if (first !== undefined) {
        summary.refused++;
        say(`refused: the same video is in row ${first}; only that row is applied`);
        continue;
      }
      if (entry.kind === "skipped") {
        summary.skipped++;
        say("skipped: not for the platform");
      } else if (entry.kind === "refused") {
        summary.refused++;
        say(`refused: ${entry.reason}`);
      } else if (entry.kind === "delete") {
        await deleteRow(entry);
      } else {
        await videoRow(entry, index);
      }
      written ||= summary.created + summary.updated + summary.deleted > 0;
    }
  } finally {
    // Whatever was written, even by a run cut short, is shown everywhere.
    if (written && !dryRun) {
      await db.transaction().execute(async (trx) => {
        await moveCatalogVersion(trx);
        await recordAudit(trx, {
          actor: options.actor,
          action: "planner.upload",
          target: "content planner",
          detail: { ...summary },
        });
      });
      await refreshCatalog(db);
    }
  }
  emit(plannerSummaryLine(summary));
  return summary;
}

/** A row that cannot be applied, for a reason found inside its transaction. */
class RowRefused extends Error {}

function noSuchVideo(row: PlannerVideoRow): string {
  return `there is no video with Id ${quote(row.videoId ?? "")}, and the row has no YouTube link`;
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
