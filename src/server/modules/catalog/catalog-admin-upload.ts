import type { z } from "zod";
import {
  AUDIO_MAX_BYTES,
  CATALOG_ADMIN_TEXTS,
  SUBTITLES_MAX_BYTES,
  THUMBNAIL_MAX_BYTES,
  videoAddFieldsSchema,
} from "../../../shared/contracts/catalog-admin";
import { parseCommaList } from "../../../shared/domain/comma-list";
import { countCueWords, parseSubtitles } from "../../../shared/domain/subtitles";
import { youtubeIdFromLink } from "../../../shared/domain/youtube-link";
import { AppError, badRequest } from "../../lib/app-error";
import { decodeSubtitleBytes, type ImageType, imageTypeOf, isMp3 } from "./catalog-admin-files";
import { refusalCode } from "./required-codes";
import { RefusedUpload, type UploadedVideo } from "./video-upload";

/*
 * The checks of POST /api/admin/video/add before anything is stored: the multipart body as
 * @fastify/multipart gives it ("keyValues": a text field is a string, a file its bytes, a repeated
 * field an array), every field checked in the form's order, the first failure answered as a 400
 * with the product's sentence (docs/product-rules.md "Validation: what a form accepts").
 */

/**
 * A multipart value: text, a file's bytes, or several of either for a repeated field; the `video`
 * field is streamed to the store as it arrives (video-upload.ts).
 */
type PartValue = string | Buffer | UploadedVideo | RefusedUpload | (string | Buffer)[];

/** Our own video (docs/admin.md "Our own videos"): no link, and the duration comes from the file. */
const videoFileAddFieldsSchema = videoAddFieldsSchema.omit({ link: true, duration: true });

export interface CheckedVideoAdd {
  /** `link` and `duration` are absent for a video file (its duration comes from the file). */
  fields: Omit<z.output<typeof videoAddFieldsSchema>, "link" | "duration"> & { duration?: number };
  /** The YouTube video, or null for a video file. */
  youtubeId: string | null;
  /** The video file, stored as it came; null for a YouTube link. */
  videoFile: UploadedVideo | null;
  /** Null only for a video file: its transcode takes a frame for the poster. */
  thumbnail: { bytes: Buffer; type: ImageType } | null;
  /** WebVTT text and its word count; null when none was sent. */
  subtitles: { vtt: string; wordCount: number } | null;
  /** MP3 bytes; null when none was sent. */
  audio: Buffer | null;
}

/** The form's fields, in the order it shows them: the first failing one is reported. */
const FIELD_ORDER = [
  "link",
  "video",
  "title",
  "description",
  "thumbnail",
  "level",
  "uploadDate",
  "channelId",
  "duration",
  "premium",
  "speakers",
  "topics",
  "subtitles",
  "audio",
] as const;
type FieldName = (typeof FIELD_ORDER)[number];

const TEXT_FIELDS = new Set<string>([
  "link",
  "title",
  "description",
  "level",
  "uploadDate",
  "channelId",
  "duration",
  "premium",
]);
const LIST_FIELDS = new Set<string>(["speakers", "topics"]);

const MB = 1024 * 1024;

/** A field's failure, to be sorted by the field's place in the form. */
interface Failure {
  field: FieldName;
  error: AppError;
}

const invalid = (message: string) => badRequest("invalid_request", message);

/** Names from a repeated field (each value one name) or one comma list (quoted values keep commas). */
function nameListValue(value: PartValue | undefined): string[] | undefined | null {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (values.some((v) => typeof v !== "string")) return null;
  const texts = values as string[];
  return texts.length === 1 ? parseCommaList(texts[0]) : texts.map((v) => v.trim()).filter((v) => v !== "");
}

/** A file field: its bytes, undefined when absent or empty (a form's file input left empty). */
function fileValue(
  field: string,
  value: string | Buffer | (string | Buffer)[] | undefined,
): Buffer | undefined | AppError {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return invalid(`Send one ${field} file, not ${value.length}.`);
  if (typeof value === "string")
    return value.trim() === "" ? undefined : invalid(`The ${field} must be a file.`);
  return value.length === 0 ? undefined : value;
}

/** The uploaded video: absent (undefined), stored, or the refusal of its field. */
function checkVideoFile(value: PartValue | undefined): UploadedVideo | undefined | AppError {
  if (value === undefined || value === "") return undefined;
  if (value instanceof RefusedUpload) return value.error;
  if (typeof value === "object" && !Array.isArray(value) && !Buffer.isBuffer(value)) return value;
  return invalid("The video must be a file: an MP4, MOV or WebM video.");
}

export function checkThumbnail(
  value: PartValue | undefined,
  required = true,
): CheckedVideoAdd["thumbnail"] | AppError {
  if (typeof value === "string" && value.trim() !== "")
    return badRequest("thumbnail_not_file", CATALOG_ADMIN_TEXTS.thumbnailNotFile);
  const bytes = fileValue("thumbnail", value as string | Buffer | undefined);
  if (bytes instanceof AppError) return bytes;
  if (bytes === undefined)
    return required ? badRequest("thumbnail_required", CATALOG_ADMIN_TEXTS.thumbnailRequired) : null;
  if (bytes.length > THUMBNAIL_MAX_BYTES)
    return badRequest("thumbnail_too_large", `The thumbnail can be at most ${THUMBNAIL_MAX_BYTES / MB} MB.`);
  const type = imageTypeOf(bytes);
  if (!type) return badRequest("thumbnail_not_image", "The thumbnail must be a JPEG, PNG or WebP image.");
  return { bytes, type };
}

export function checkSubtitles(value: PartValue | undefined): CheckedVideoAdd["subtitles"] | AppError {
  const bytes = fileValue("subtitles", value as string | Buffer | undefined);
  if (bytes instanceof AppError || bytes === undefined) return bytes ?? null;
  if (bytes.length > SUBTITLES_MAX_BYTES)
    return badRequest("subtitles_too_large", `The subtitles can be at most ${SUBTITLES_MAX_BYTES / MB} MB.`);
  const text = decodeSubtitleBytes(bytes);
  const parsed = text === null ? null : parseSubtitles(text);
  if (!parsed)
    return badRequest(
      "invalid_subtitles",
      "The subtitles must be a WebVTT (.vtt) or SubRip (.srt) file with at least one timed line of text.",
    );
  return { vtt: parsed.vtt, wordCount: countCueWords(parsed.cues) };
}

export function checkAudio(value: PartValue | undefined): Buffer | null | AppError {
  const bytes = fileValue("audio", value as string | Buffer | undefined);
  if (bytes instanceof AppError || bytes === undefined) return bytes ?? null;
  if (bytes.length > AUDIO_MAX_BYTES)
    return badRequest("audio_too_large", `The audio can be at most ${AUDIO_MAX_BYTES / MB} MB.`);
  if (!isMp3(bytes)) return badRequest("invalid_audio", "The audio must be an MP3 file.");
  return bytes;
}

/**
 * Checks the whole add-video form; throws the 400 of the first field (in the form's order) that
 * fails. Nothing is read from the database here (the duplicate and the channel are the service's).
 */
export function checkVideoAdd(body: unknown): CheckedVideoAdd {
  const parts: Record<string, PartValue> =
    body && typeof body === "object" && !Array.isArray(body) && !Buffer.isBuffer(body)
      ? (body as Record<string, PartValue>)
      : {};
  const failures: Failure[] = [];
  const text: Record<string, unknown> = {};

  for (const [name, value] of Object.entries(parts)) {
    if (TEXT_FIELDS.has(name)) {
      if (Array.isArray(value))
        failures.push({ field: name as FieldName, error: invalid(`Send ${name} once.`) });
      else if (typeof value !== "string")
        failures.push({
          field: name as FieldName,
          error: invalid(`${name} must be a text field, not a file.`),
        });
      else text[name] = value;
    } else if (LIST_FIELDS.has(name)) {
      const names = nameListValue(value);
      if (names === null)
        failures.push({
          field: name as FieldName,
          error: invalid(`${name} must be text fields, not files.`),
        });
      else text[name] = names;
    }
    // The files are checked below; fields the form does not have are ignored.
  }

  const videoFile = checkVideoFile(parts.video);
  if (videoFile instanceof AppError) failures.push({ field: "video", error: videoFile });
  // A video file was sent (even one refused): the link and the duration are not asked for.
  const sentFile = videoFile !== undefined;
  const ownFile = sentFile && !(videoFile instanceof AppError);
  if (sentFile && typeof text.link === "string" && text.link.trim() !== "")
    failures.push({
      field: "link",
      error: badRequest("link_and_video", CATALOG_ADMIN_TEXTS.linkAndVideo),
    });
  const parsed = (sentFile ? videoFileAddFieldsSchema : videoAddFieldsSchema).safeParse(text);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as FieldName;
      const code = refusalCode(issue.message);
      failures.push({
        field: FIELD_ORDER.includes(field) ? field : "link",
        error: badRequest(code, issue.message),
      });
    }
  }
  let youtubeId: string | null = null;
  if (parsed.success && !sentFile) {
    youtubeId = youtubeIdFromLink((parsed.data as unknown as { link: string }).link);
    if (!youtubeId)
      failures.push({
        field: "link",
        error: badRequest(
          "invalid_link",
          "This link holds no YouTube video id. Use a link such as https://www.youtube.com/watch?v=… or https://youtu.be/….",
        ),
      });
  }
  const thumbnail = checkThumbnail(parts.thumbnail, !sentFile);
  if (thumbnail instanceof AppError) failures.push({ field: "thumbnail", error: thumbnail });
  const subtitles = checkSubtitles(parts.subtitles);
  if (subtitles instanceof AppError) failures.push({ field: "subtitles", error: subtitles });
  const audio = checkAudio(parts.audio);
  if (audio instanceof AppError) failures.push({ field: "audio", error: audio });

  if (failures.length > 0) {
    // Stable sort: a field's own issues keep their order (its "required" comes first).
    failures.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field));
    throw (failures[0] as Failure).error;
  }
  return {
    fields: (parsed as { data: CheckedVideoAdd["fields"] }).data,
    youtubeId,
    videoFile: ownFile ? (videoFile as UploadedVideo) : null,
    thumbnail: thumbnail as CheckedVideoAdd["thumbnail"],
    subtitles: subtitles as CheckedVideoAdd["subtitles"],
    audio: audio as Buffer | null,
  };
}

/** POST /api/admin/video/files: the files that replace a video's own (docs/admin.md "Our own videos"). */
export interface CheckedFileReplacement {
  videoId: string;
  thumbnail: { bytes: Buffer; type: ImageType } | null;
  subtitles: CheckedVideoAdd["subtitles"];
  audio: Buffer | null;
  videoFile: UploadedVideo | null;
}

/** Checks a file replacement: a video id and at least one file, each checked as add video checks it. */
export function checkFileReplacement(body: unknown): CheckedFileReplacement {
  const parts: Record<string, PartValue> =
    body && typeof body === "object" && !Array.isArray(body) && !Buffer.isBuffer(body)
      ? (body as Record<string, PartValue>)
      : {};
  const videoId = parts.videoId;
  if (typeof videoId !== "string" || videoId.trim() === "")
    throw badRequest("video_id_required", "Say which video: send its id as videoId.");
  const videoFile = checkVideoFile(parts.video);
  if (videoFile instanceof AppError) throw videoFile;
  const thumbnail = checkThumbnail(parts.thumbnail, false);
  if (thumbnail instanceof AppError) throw thumbnail;
  const subtitles = checkSubtitles(parts.subtitles);
  if (subtitles instanceof AppError) throw subtitles;
  const audio = checkAudio(parts.audio);
  if (audio instanceof AppError) throw audio;
  if (!videoFile && !thumbnail && !subtitles && !audio)
    throw badRequest("no_file", "Choose a file to replace: a video, a thumbnail, subtitles or audio.");
  return { videoId: videoId.trim(), thumbnail, subtitles, audio, videoFile: videoFile ?? null };
}
