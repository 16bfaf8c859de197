import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import {
  type AdminVideo,
  type adminVideoUpdateRequestSchema,
  CATALOG_ADMIN_TEXTS,
  catalogNameExistsText,
} from "../../../shared/contracts/catalog-admin";
import { draftColumn } from "../../../shared/domain/video-draft";
import { slugFromTitle, uniqueSlug } from "../../../shared/domain/video-slug";
import { youtubeIdFromLink } from "../../../shared/domain/youtube-link";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/create-db";
import { type AppError, badRequest, conflict, notFound } from "../../lib/app-error";
import {
  deleteFreedFiles,
  publicFileUrl,
  storageKeys,
  VIDEO_UPLOAD_PREFIX,
  videoFileKeys,
} from "../../storage/file-store";
import { type AuditActor, recordAudit } from "../audit/index";
import { NO_SUCH_VIDEO } from "../video/index";
import {
  channelExists,
  channelsWithCounts,
  findAdminVideo,
  findVideoForUpdate,
  findVideoPlaying,
  findVideoSubtitles,
  listAdminVideos,
  namedOptionsWithCounts,
  optionNames,
  sortRussian,
  videoIdsLike,
} from "./catalog-admin-repository";
import type { CheckedFileReplacement, CheckedVideoAdd } from "./catalog-admin-upload";
import { type OptionTable, resolveNames, storedName } from "./catalog-names";
import {
  addChannel,
  addOption,
  addOptions,
  type CatalogVideoFields,
  insertVideo,
  lockCatalogWrites,
  type NameTable,
  removeOption,
  updateVideo,
} from "./catalog-write-repository";
import { findVideoFiles, queueVideoFileJob, videoUploadKeys } from "./video-files/video-file-job-repository";

/*
 * The rules of the admin catalog calls (docs/admin.md "Catalog"). Every write runs in one
 * transaction that first takes the catalog write lock (so that a check, such as "no topic of this
 * name in any letter case", holds until the write commits), writes through the catalog write
 * repository (the catalog version moves by itself) and records an audit entry; then this
 * instance's catalog index is rebuilt so that the admin's next call shows the change.
 */

const NO_SUBTITLES = "This video has no subtitles.";

type NamedKind = "topic" | "speaker" | "channel";

const TABLE: Record<NamedKind, OptionTable> = { topic: "topics", speaker: "speakers", channel: "channels" };

const REMOVE_FAILED: Record<NamedKind, string> = {
  topic: CATALOG_ADMIN_TEXTS.topicRemoveFailed,
  speaker: CATALOG_ADMIN_TEXTS.speakerRemoveFailed,
  channel: CATALOG_ADMIN_TEXTS.channelRemoveFailed,
};

const quoted = (text: string) => `“${text}”`;

function duplicateVideo(video: { id: string; title: string }): AppError {
  return conflict(
    "duplicate_video",
    `This YouTube video is already in the catalog: ${quoted(video.title)} (id ${video.id}).`,
  );
}

function unknownChannel(id: number): AppError {
  return badRequest("unknown_channel", `There is no channel with id ${id}: choose one from the list.`);
}

/** A PostgreSQL unique violation (two writers raced past a check; the lock makes this rare). */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: string }).code === "23505";
}

/** The new video's id was taken between choosing it and the insert: choose again. */
class VideoIdTaken extends Error {}

/** How often an add chooses a new id after another add took the one it chose. */
const ADD_ATTEMPTS = 3;

export function createCatalogAdminService(deps: AppDeps & { log: FastifyBaseLogger }) {
  const { db, storage, log, catalog } = deps;

  /** Runs a catalog write, then has this instance's index rebuilt. */
  async function write<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(async (trx) => {
      await lockCatalogWrites(trx);
      return work(trx);
    });
    await catalog.refresh();
    return result;
  }

  /** Speakers and topics by name: matched to stored ones in any letter case, the new ones added. */
  async function linkNames(trx: Db, table: "speakers" | "topics", given: string[]) {
    const { names, added } = resolveNames(given, await optionNames(trx, table));
    await addOptions(trx, table, added);
    return { names, added };
  }

  async function namedList(kind: "topic" | "speaker") {
    return namedOptionsWithCounts(db, TABLE[kind] as "topics" | "speakers");
  }

  async function addNamed(actor: AuditActor, kind: "topic" | "speaker", rawName: string) {
    const name = rawName.trim();
    await write(async (trx) => {
      const existing = storedName(await optionNames(trx, TABLE[kind]), name);
      if (existing !== undefined) throw conflict(`${kind}_exists`, catalogNameExistsText(kind, existing));
      const id = await addOption(trx, TABLE[kind] as NameTable, name);
      if (id === null) throw conflict(`${kind}_exists`, catalogNameExistsText(kind, name));
      await recordAudit(trx, { actor, action: `${kind}.add`, target: name });
    });
    return namedList(kind);
  }

  async function removeNamed(actor: AuditActor, kind: NamedKind, rawName: string): Promise<void> {
    await write(async (trx) => {
      const name = storedName(await optionNames(trx, TABLE[kind]), rawName.trim());
      if (name === undefined) throw notFound(`There is no ${kind} named ${quoted(rawName.trim())}.`);
      const result = await removeOption(trx, TABLE[kind], name);
      if (result === "in_use") throw conflict(`${kind}_in_use`, REMOVE_FAILED[kind]);
      if (result === "not_found") throw notFound(`There is no ${kind} named ${quoted(name)}.`);
      await recordAudit(trx, { actor, action: `${kind}.remove`, target: name });
    });
  }

  /**
   * Stores the add's files; the keys written (to delete should the rows not be written). A video
   * file is in the store already (streamed as it came: video-upload.ts).
   */
  async function storeFiles(add: CheckedVideoAdd, videoId: string) {
    const written: string[] = [];
    try {
      let thumbnailKey: string | null = null;
      if (add.thumbnail) {
        thumbnailKey = storageKeys.thumbnail(add.thumbnail.type.extension);
        await storage.put(thumbnailKey, add.thumbnail.bytes, { contentType: add.thumbnail.type.contentType });
        written.push(thumbnailKey);
      }
      let audioKey: string | null = null;
      if (add.audio) {
        audioKey = storageKeys.audio(videoId);
        await storage.put(audioKey, add.audio, { contentType: "audio/mpeg" });
        written.push(audioKey);
      }
      return { thumbnailKey, audioKey, written };
    } catch (err) {
      await deleteFiles(written);
      throw err;
    }
  }

  async function deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch (err) {
        log.error({ err, key }, "deleting a stored file of a failed video add failed");
      }
    }
  }

  return {
    async videos() {
      const [videos, channels, speakers] = await Promise.all([
        listAdminVideos(db),
        channelsWithCounts(db),
        optionNames(db, "speakers"),
      ]);
      return {
        videos,
        channelId2ChannelName: Object.fromEntries(channels.map((c) => [String(c.id), c.name])),
        speakers: sortRussian(speakers),
      };
    },

    async videoOptions(levels: readonly string[]) {
      const [topics, speakers, channels] = await Promise.all([
        optionNames(db, "topics"),
        optionNames(db, "speakers"),
        channelsWithCounts(db),
      ]);
      return { levels: [...levels], topics: sortRussian(topics), speakers: sortRussian(speakers), channels };
    },

    /** The stored WebVTT subtitles; 404 when the video is unknown or has none. */
    async subtitles(id: string): Promise<string> {
      const subtitles = await findVideoSubtitles(db, id);
      if (subtitles === undefined) throw notFound(NO_SUCH_VIDEO);
      if (subtitles === null || subtitles.trim() === "") throw notFound(NO_SUBTITLES);
      return subtitles;
    },

    /** Stores every field of a video (speakers and topics by name, created when new). */
    async updateVideo(
      actor: AuditActor,
      input: z.output<typeof adminVideoUpdateRequestSchema>,
    ): Promise<AdminVideo> {
      const id = input.videoId;
      const before = await findAdminVideo(db, id);
      const stored = await findVideoForUpdate(db, id);
      if (!before || !stored) throw notFound(NO_SUCH_VIDEO);
      if (!(await channelExists(db, input.channelId))) throw unknownChannel(input.channelId);
      let onPlatformId = input.onPlatformId;
      if (stored.platform === "youtube") {
        const youtubeId = youtubeIdFromLink(onPlatformId);
        if (!youtubeId)
          throw badRequest(
            "invalid_link",
            "onPlatformId must be a YouTube video id (11 characters) or a link to the video.",
          );
        onPlatformId = youtubeId;
      }
      try {
        await write(async (trx) => {
          const other = await findVideoPlaying(trx, onPlatformId, { exceptId: id });
          if (other) throw duplicateVideo(other);
          const speakers = await linkNames(trx, "speakers", input.speakers);
          const topics = input.topics ? await linkNames(trx, "topics", input.topics) : undefined;
          const changes: Partial<CatalogVideoFields> = {
            title: input.title,
            description: input.description,
            uploadDate: new Date(input.uploadDate),
            onPlatformId,
            channelId: input.channelId,
            durationSeconds: input.duration,
            premium: input.premium,
            visible: input.visible,
            speakers: speakers.names,
            ...(topics ? { topics: topics.names } : {}),
            ...(input.level ? { level: input.level } : {}),
            // The edit completes a planner draft: a duration is always given, a level when sent.
            draftMissing: draftColumn(before.missing.filter((f) => f === "level" && !input.level)),
          };
          if (!(await updateVideo(trx, id, changes))) throw notFound(NO_SUCH_VIDEO);
          const after = await findAdminVideo(trx, id);
          await recordAudit(trx, {
            actor,
            action: "video.update",
            target: id,
            detail: {
              changed: changedFields(before, after),
              ...(speakers.added.length > 0 ? { addedSpeakers: speakers.added } : {}),
              ...(topics && topics.added.length > 0 ? { addedTopics: topics.added } : {}),
            },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw conflict("duplicate_video", "Another video already has this onPlatformId.");
        throw err;
      }
      const video = await findAdminVideo(db, id);
      if (!video) throw notFound(NO_SUCH_VIDEO);
      return video;
    },

    /**
     * Adds a checked video: its id (a slug of the title), its files in the store, then its rows in
     * one transaction; the files are deleted again when the rows cannot be written.
     */
    async addVideo(actor: AuditActor, add: CheckedVideoAdd): Promise<string> {
      const { fields, youtubeId, videoFile } = add;
      const existing = youtubeId ? await findVideoPlaying(db, youtubeId, { platform: "youtube" }) : undefined;
      if (existing) throw duplicateVideo(existing);
      if (!(await channelExists(db, fields.channelId))) throw unknownChannel(fields.channelId);
      const base = slugFromTitle(fields.title) || youtubeId || "video";

      for (let attempt = 1; ; attempt++) {
        const id = uniqueSlug(base, await videoIdsLike(db, base));
        const files = await storeFiles(add, id);
        try {
          await write(async (trx) => {
            const raced = youtubeId
              ? await findVideoPlaying(trx, youtubeId, { platform: "youtube" })
              : undefined;
            if (raced) throw duplicateVideo(raced);
            if ((await videoIdsLike(trx, id)).has(id)) throw new VideoIdTaken();
            if (!(await channelExists(trx, fields.channelId))) throw unknownChannel(fields.channelId);
            const speakers = await linkNames(trx, "speakers", fields.speakers);
            const topics = await linkNames(trx, "topics", fields.topics);
            await insertVideo(trx, {
              id,
              title: fields.title,
              description: fields.description,
              // A video file plays once transcoded: until then the row names the upload, has no
              // length, and is hidden (docs/admin.md "Our own videos").
              platform: videoFile ? "file" : "youtube",
              onPlatformId: videoFile ? videoFile.key : (youtubeId as string),
              thumbnailUrl: files.thumbnailKey ? publicFileUrl(files.thumbnailKey) : "",
              durationSeconds: videoFile ? 0 : (fields.duration ?? 0),
              level: fields.level,
              premium: fields.premium,
              visible: !videoFile,
              uploadDate: new Date(fields.uploadDate),
              channelId: fields.channelId,
              speakers: speakers.names,
              topics: topics.names,
              subtitles: add.subtitles?.vtt ?? null,
              wordCount: add.subtitles?.wordCount ?? null,
              audioFile: files.audioKey,
            });
            if (videoFile)
              await queueVideoFileJob(trx, {
                videoId: id,
                sourceKey: videoFile.key,
                takePoster: !add.thumbnail,
              });
            await recordAudit(trx, {
              actor,
              action: "video.add",
              target: id,
              detail: {
                title: fields.title,
                ...(videoFile
                  ? { videoFile: { bytes: videoFile.size, type: videoFile.type.extension } }
                  : { youtubeId }),
                premium: fields.premium,
                uploadDate: new Date(fields.uploadDate).toISOString(),
                subtitles: add.subtitles !== null,
                audio: add.audio !== null,
                ...(speakers.added.length > 0 ? { addedSpeakers: speakers.added } : {}),
                ...(topics.added.length > 0 ? { addedTopics: topics.added } : {}),
              },
            });
          });
          if (videoFile) deps.videoFileJobs.kick();
          return id;
        } catch (err) {
          await deleteFiles(files.written);
          if (err instanceof VideoIdTaken && attempt < ADD_ATTEMPTS) continue;
          if (err instanceof VideoIdTaken || isUniqueViolation(err)) {
            const raced = youtubeId
              ? await findVideoPlaying(db, youtubeId, { platform: "youtube" })
              : undefined;
            if (raced) throw duplicateVideo(raced);
            throw conflict(
              "video_add_conflict",
              "Another video was added at the same time. Please try again.",
            );
          }
          throw err;
        }
      }
    },

    /**
     * Replaces a video's files (docs/admin.md "Our own videos"): the new ones are stored under
     * new keys, the row points at them in one transaction, and the old ones are deleted once it
     * commits. A new video file is queued for its transcode; the old one plays until it is done.
     */
    async replaceFiles(actor: AuditActor, replacement: CheckedFileReplacement): Promise<AdminVideo> {
      const id = replacement.videoId;
      if (!(await findVideoFiles(db, id))) throw notFound(NO_SUCH_VIDEO);
      const written: string[] = [];
      let freed: string[];
      try {
        let thumbnailUrl: string | undefined;
        if (replacement.thumbnail) {
          const key = storageKeys.thumbnail(replacement.thumbnail.type.extension);
          await storage.put(key, replacement.thumbnail.bytes, {
            contentType: replacement.thumbnail.type.contentType,
          });
          written.push(key);
          thumbnailUrl = publicFileUrl(key);
        }
        let audioFile: string | undefined;
        if (replacement.audio) {
          audioFile = storageKeys.newAudio(id);
          await storage.put(audioFile, replacement.audio, { contentType: "audio/mpeg" });
          written.push(audioFile);
        }
        freed = await write(async (trx) => {
          const current = await findVideoFiles(trx, id);
          if (!current) throw notFound(NO_SUCH_VIDEO);
          const { subtitles, videoFile } = replacement;
          // A replaced upload that waits for its transcode goes: the new one takes its job.
          const waiting = videoFile ? await videoUploadKeys(trx, id) : [];
          // A video added from a file names its upload until the transcode: the new upload now.
          const added = current.platform === "file" && current.onPlatformId.startsWith(VIDEO_UPLOAD_PREFIX);
          await updateVideo(trx, id, {
            ...(videoFile && added ? { onPlatformId: videoFile.key } : {}),
            ...(thumbnailUrl ? { thumbnailUrl } : {}),
            ...(audioFile ? { audioFile } : {}),
            ...(subtitles ? { subtitles: subtitles.vtt, wordCount: subtitles.wordCount } : {}),
          });
          if (videoFile)
            await queueVideoFileJob(trx, { videoId: id, sourceKey: videoFile.key, takePoster: false });
          await recordAudit(trx, {
            actor,
            action: "video.files",
            target: id,
            detail: {
              thumbnail: thumbnailUrl !== undefined,
              subtitles: subtitles !== null,
              audio: audioFile !== undefined,
              ...(videoFile ? { videoFile: { bytes: videoFile.size, type: videoFile.type.extension } } : {}),
            },
          });
          return [
            ...(thumbnailUrl ? videoFileKeys({ thumbnailUrl: current.thumbnailUrl }) : []),
            ...(audioFile ? videoFileKeys({ audioFile: current.audioFile }) : []),
            ...waiting,
          ];
        });
      } catch (err) {
        await deleteFiles(written);
        throw err;
      }
      await deleteFreedFiles(storage, freed, log);
      if (replacement.videoFile) deps.videoFileJobs.kick();
      const video = await findAdminVideo(db, id);
      if (!video) throw notFound(NO_SUCH_VIDEO);
      return video;
    },

    topics: () => namedList("topic"),
    addTopic: (actor: AuditActor, name: string) => addNamed(actor, "topic", name),
    async removeTopic(actor: AuditActor, name: string) {
      await removeNamed(actor, "topic", name);
      return namedList("topic");
    },

    speakers: () => namedList("speaker"),
    addSpeaker: (actor: AuditActor, name: string) => addNamed(actor, "speaker", name),
    async removeSpeaker(actor: AuditActor, name: string) {
      await removeNamed(actor, "speaker", name);
      return namedList("speaker");
    },

    channels: () => channelsWithCounts(db),
    async addChannel(actor: AuditActor, input: { name: string; url: string }) {
      const name = input.name.trim();
      const url = input.url.trim();
      await write(async (trx) => {
        const existing = storedName(await optionNames(trx, "channels"), name);
        if (existing !== undefined)
          throw conflict("channel_exists", catalogNameExistsText("channel", existing));
        if ((await addChannel(trx, { name, url })) === null)
          throw conflict("channel_exists", catalogNameExistsText("channel", name));
        await recordAudit(trx, { actor, action: "channel.add", target: name, detail: { url } });
      });
      return channelsWithCounts(db);
    },
    async removeChannel(actor: AuditActor, name: string) {
      await removeNamed(actor, "channel", name);
      return channelsWithCounts(db);
    },
  };
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;

/** The fields an update changed, each as {from, to} (for the audit entry). */
function changedFields(before: AdminVideo, after: AdminVideo | undefined): Record<string, unknown> {
  if (!after) return {};
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminVideo)[]) {
    const from = before[key];
    const to = after[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      changed[key] = key === "description" ? { changed: true } : { from, to };
    }
  }
  return changed;
}
