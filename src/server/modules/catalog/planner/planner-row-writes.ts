import { draftColumn } from "../../../../shared/domain/video-draft";
import { slugFromTitle, uniqueSlug } from "../../../../shared/domain/video-slug";
import type { Db } from "../../../db/create-db";
import { VIDEO_UPLOAD_PREFIX, videoFileKeys } from "../../../storage/file-store";
import {
  type CatalogVideoFields,
  deleteVideo,
  ensureChannel,
  ensureSpeakerIds,
  ensureTopicIds,
  insertVideoIfVersion,
  insertVideoWithIds,
  lockCatalogWritesDeferred,
  type OptionIds,
  updateVideo,
} from "../catalog-write-repository";
import { queueVideoFileJob, videoUploadKeys } from "../video-files/video-file-job-repository";
import type { PlannerCatalog, RowKey } from "./planner-catalog";
import { PLANNER_FIELDS, type PlannerField, type PlannerPlan, planVideoRow } from "./planner-changes";
import type { RowFiles } from "./planner-files";
import { type PlannerNameBook, PRETENDED_ID } from "./planner-names";
import type { PlannerVideo } from "./planner-repository";
import type { PlannerVideoRow } from "./planner-row";

/*
 * What one planner row writes, inside the row's own transaction: the catalog write lock first
 * (with the version deferred), then the row compared with the video as it is now, then the fewest
 * statements that store it (a new video with its links is one).
 */

/** A row that cannot be applied, for a reason found inside its transaction. */
export class RowRefused extends Error {}

/** What a video row's transaction did. */
export interface VideoOutcome {
  outcome: "created" | "updated" | "unchanged";
  /** The video as it now is (as it would be, in a dry run). */
  video: PlannerVideo;
  changed: PlannerField[];
  plan: PlannerPlan;
  /** The ids of the names the row added (to learn after the commit). */
  addedIds: { channel: number | null; speakers: Map<string, number>; topics: Map<string, number> };
  /** Store keys the row replaced (to delete after the commit). */
  replaced: string[];
}

export function noSuchVideo(row: PlannerVideoRow): string {
  return `there is no video with Id “${row.videoId ?? ""}”, and the row has no YouTube link`;
}

/** The ids of a row's names, adding the new ones (and those a dry run only pretended to add). */
async function nameIds(trx: Db, names: PlannerNameBook, plan: PlannerPlan) {
  const { video } = plan;
  const known = names.find("channels", video.channel);
  const channel =
    known && known.id !== PRETENDED_ID ? null : await ensureChannel(trx, { name: video.channel });
  const speakers = await ensureSpeakerIds(trx, [
    ...plan.newSpeakers,
    ...names.pretended("speakers", video.speakers),
  ]);
  const topics = await ensureTopicIds(trx, [...plan.newTopics, ...names.pretended("topics", video.topics)]);
  const idOf = (kind: "speakers" | "topics", added: Map<string, number>) =>
    new Map(video[kind].map((name) => [name, added.get(name) ?? (names.find(kind, name)?.id as number)]));
  const ids: OptionIds = { speakers: idOf("speakers", speakers), topics: idOf("topics", topics) };
  return { channelId: channel ?? (known?.id as number), channel, speakers, topics, ids };
}

export async function writeVideoRow(
  trx: Db,
  catalog: PlannerCatalog,
  row: PlannerVideoRow,
  key: RowKey,
  files: RowFiles,
): Promise<VideoOutcome> {
  await catalog.catchUp(trx, await lockCatalogWritesDeferred(trx));
  const current = catalog.videoFor(key);
  if (!current && !row.youtubeId && !files.video) throw new RowRefused(noSuchVideo(row));
  const plan = planVideoRow(row, current, catalog.names);
  const { video } = plan;
  if (files.thumbnailUrl) video.thumbnailUrl = files.thumbnailUrl;
  const changed = new Set<PlannerField>(plan.changed);
  if (current && files.thumbnailUrl) changed.add("thumbnail");
  if (current && files.subtitles) changed.add("subtitles");
  if (current && files.audioFile) changed.add("audio");
  if (current && files.video) changed.add("video file");
  const noIds = { channel: null, speakers: new Map(), topics: new Map() };
  if (current && changed.size === 0)
    return { outcome: "unchanged", video: current, changed: [], plan, addedIds: noIds, replaced: [] };

  const names = await nameIds(trx, catalog.names, plan);
  if (current) {
    const { fields, stored } = videoToWrite(row, current, plan, files, names.channelId, current.id);
    const { speakers, topics, ...rest } = fields;
    await updateVideo(
      trx,
      current.id,
      {
        ...rest,
        ...(changed.has("speakers") ? { speakers } : {}),
        ...(changed.has("topics") ? { topics } : {}),
      },
      names.ids,
    );
    // A replaced upload that waits for its transcode goes: the new one takes its job.
    const waiting = files.video ? await videoUploadKeys(trx, current.id) : [];
    if (files.video) await queueTranscode(trx, current.id, files.video.key, video.thumbnailUrl, row.visible);
    const replaced = [
      ...(files.thumbnailUrl ? videoFileKeys({ thumbnailUrl: current.thumbnailUrl }) : []),
      ...(files.audioFile ? videoFileKeys({ audioFile: current.audioFile }) : []),
      ...waiting,
    ];
    const addedIds = { channel: names.channel, speakers: names.speakers, topics: names.topics };
    const ordered = PLANNER_FIELDS.filter((f) => changed.has(f));
    return { outcome: "updated", video: stored, changed: ordered, plan, addedIds, replaced };
  }
  const id = uniqueSlug(slugFromTitle(video.title) || (row.youtubeId as string), catalog.takenIds);
  const { fields, stored } = videoToWrite(row, undefined, plan, files, names.channelId, id);
  await insertVideoWithIds(trx, { id, ...fields }, names.ids);
  if (files.video) await queueTranscode(trx, id, files.video.key, video.thumbnailUrl, row.visible);
  const addedIds = { channel: names.channel, speakers: names.speakers, topics: names.topics };
  return { outcome: "created", video: stored, changed: [], plan, addedIds, replaced: [] };
}

/**
 * Hands a downloaded Video file to the transcode job, as add video does with its `video` field;
 * the poster frame is taken when the video has no thumbnail. A new video waits hidden and is then
 * shown as its `Visible` cell says (shown when the cell is empty).
 */
async function queueTranscode(
  trx: Db,
  videoId: string,
  sourceKey: string,
  thumbnailUrl: string,
  visible: boolean | undefined,
) {
  await queueVideoFileJob(trx, {
    videoId,
    sourceKey,
    takePoster: thumbnailUrl === "",
    showWhenReady: visible ?? true,
  });
}

/**
 * A new video whose channel, speakers and topics all exist, in one statement and so one
 * transaction of its own (no BEGIN and COMMIT round trips: most of a one-row transaction's cost):
 * the lock, the deferred version and a guarded insert (insertVideoIfVersion). Null when the row
 * needs more (new names, a dry run's pretended ones) or another writer moved the version: the
 * caller then takes the transaction path, which reads the catalog again.
 */
export async function createInOneStatement(
  db: Db,
  catalog: PlannerCatalog,
  row: PlannerVideoRow,
  files: RowFiles,
): Promise<VideoOutcome | null> {
  if (!row.youtubeId) return null;
  const plan = planVideoRow(row, undefined, catalog.names);
  const { video } = plan;
  if (plan.newChannel !== null || plan.newSpeakers.length > 0 || plan.newTopics.length > 0) return null;
  const channel = catalog.names.find("channels", video.channel);
  const idsOf = (kind: "speakers" | "topics") =>
    new Map(video[kind].map((name) => [name, catalog.names.find(kind, name)?.id ?? PRETENDED_ID]));
  const ids: OptionIds = { speakers: idsOf("speakers"), topics: idsOf("topics") };
  const pretended = [...ids.speakers.values(), ...ids.topics.values()].includes(PRETENDED_ID);
  if (!channel || channel.id === PRETENDED_ID || pretended) return null;
  if (files.thumbnailUrl) video.thumbnailUrl = files.thumbnailUrl;
  const id = uniqueSlug(slugFromTitle(video.title) || row.youtubeId, catalog.takenIds);
  const { fields, stored } = videoToWrite(row, undefined, plan, files, channel.id, id);
  if (!(await insertVideoIfVersion(db, { id, ...fields }, ids, catalog.knownVersion))) return null;
  const addedIds = { channel: null, speakers: new Map(), topics: new Map() };
  return { outcome: "created", video: stored, changed: [], plan, addedIds, replaced: [] };
}

/** The fields to write for a row, and the video as the run will hold it once written. */
function videoToWrite(
  row: PlannerVideoRow,
  current: PlannerVideo | undefined,
  plan: PlannerPlan,
  files: RowFiles,
  channelId: number,
  id: string,
): { fields: CatalogVideoFields; stored: PlannerVideo } {
  const { video } = plan;
  // A thumbnail that is no longer the downloaded one (YouTube's own now) has no source any more.
  const sources: PlannerVideo["sources"] = {
    thumbnail:
      files.sources.thumbnail ??
      (current && video.thumbnailUrl === current.thumbnailUrl ? current.sources.thumbnail : null),
    subtitles: files.sources.subtitles ?? current?.sources.subtitles ?? null,
    audio: files.sources.audio ?? current?.sources.audio ?? null,
    video: files.video?.url ?? current?.sources.video ?? null,
  };
  // A video added from a file names its upload until the transcode (the new upload, if replaced).
  const awaitingUpload =
    current?.platform === "file" && current.onPlatformId.startsWith(VIDEO_UPLOAD_PREFIX)
      ? current
      : undefined;
  const onPlatformId =
    files.video && (!current || awaitingUpload)
      ? files.video.key
      : (current?.onPlatformId ?? (row.youtubeId as string));
  const fields: CatalogVideoFields = {
    title: video.title,
    description: video.description,
    platform: current?.platform === "file" || (!current && files.video) ? "file" : "youtube",
    onPlatformId,
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
    sources,
    draftMissing: draftColumn(video.missing),
  };
  const stored: PlannerVideo = {
    id,
    title: video.title,
    description: video.description,
    platform: fields.platform,
    onPlatformId: fields.onPlatformId,
    thumbnailUrl: video.thumbnailUrl,
    duration: video.durationSeconds,
    level: video.level,
    premium: video.premium,
    visible: video.visible,
    uploadDate: video.uploadDate.toISOString(),
    channelId,
    channelName: video.channel,
    speakers: video.speakers,
    tags: video.topics,
    hasSubtitles: (current?.hasSubtitles ?? false) || files.subtitles !== undefined,
    hasAudio: (current?.hasAudio ?? false) || files.audioFile !== undefined,
    audioFile: files.audioFile ?? current?.audioFile ?? null,
    sources,
    missing: video.missing,
  };
  return { fields, stored };
}

/** Deletes the video a row names; the video deleted, or undefined when there was none. */
export async function writeDeleteRow(
  trx: Db,
  catalog: PlannerCatalog,
  key: RowKey,
): Promise<PlannerVideo | undefined> {
  await catalog.catchUp(trx, await lockCatalogWritesDeferred(trx));
  const current = catalog.videoFor(key);
  if (current) await deleteVideo(trx, current.id);
  return current;
}
