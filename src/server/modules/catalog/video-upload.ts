import { type Readable, Transform } from "node:stream";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../lib/app-error";
import { deleteFreedFiles, type FileStore, storageKeys } from "../../storage/file-store";
import { VIDEO_SIGNATURE_BYTES, type VideoFileType, videoTypeOf } from "./catalog-admin-files";

/*
 * The `video` field of add video and of the file replacement (docs/admin.md "Our own videos"):
 * streamed to the file store as it arrives, never held whole in memory (docs/storage.md "Video
 * files"). Its first bytes must say MP4, MOV or WebM; the route's multipart limit stops a file
 * over VIDEO_UPLOAD_MAX_MB. The other files of the form are read into memory, each cut at the
 * largest any of them may be, so that their own checks answer "too large" with their sentence.
 */

/** A video file stored as it came, under `key`, until its transcode. */
export interface UploadedVideo {
  key: string;
  size: number;
  type: VideoFileType;
}

/** A field the reader refused (not a video): the form's checks report it in the form's order. */
export class RefusedUpload {
  constructor(readonly error: AppError) {}
}

const MB = 1024 * 1024;

class NotAVideo extends Error {}
class EmptyFile extends Error {}

/** The keys a request stored, deleted again when the call fails (`onError` below). */
const storedBy = new WeakMap<FastifyRequest, string[]>();

/** Passes the bytes on once the first ones name a video type; fails with NotAVideo otherwise. */
function videoSniffer(onType: (type: VideoFileType) => void): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const check = (stream: Transform, final: boolean): boolean => {
    if (head === null) return true;
    if (head.length < VIDEO_SIGNATURE_BYTES && !final) return false;
    if (head.length === 0) throw new EmptyFile();
    const type = videoTypeOf(head);
    if (!type) throw new NotAVideo();
    onType(type);
    stream.push(head);
    head = null;
    return true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        if (head === null) return done(null, chunk);
        head = Buffer.concat([head, chunk]);
        check(this, false);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        check(this, true);
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
}

/** A file other than the video: its bytes, at most `maxBytes + 1` of them (the rest is read and dropped). */
async function bytesWithin(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of part.file) {
    if (kept > maxBytes) continue;
    const bytes = chunk as Buffer;
    const room = maxBytes + 1 - kept;
    chunks.push(bytes.length > room ? bytes.subarray(0, room) : bytes);
    kept += Math.min(bytes.length, room);
  }
  return Buffer.concat(chunks);
}

/** Whether the multipart reader stopped the file at the route's size limit. */
function isTooLarge(err: unknown): boolean {
  return (err as { code?: string } | undefined)?.code === "FST_REQ_FILE_TOO_LARGE";
}

/**
 * The route's `onFile` (plugins/multipart.ts): `video` is streamed to the store and its body field
 * becomes an UploadedVideo (or a RefusedUpload, or "" for an empty file input); any other file
 * becomes its bytes, cut after `otherFileMaxBytes`.
 */
export function videoUploadReader(
  storage: FileStore,
  limits: { videoMaxBytes: number; otherFileMaxBytes: number },
) {
  return async (request: FastifyRequest, part: MultipartFile & { value?: unknown }): Promise<void> => {
    if (part.fieldname !== "video") {
      part.value = await bytesWithin(part, limits.otherFileMaxBytes);
      return;
    }
    // Never served, so the key needs no extension: ffmpeg reads the type from the bytes.
    const key = storageKeys.videoUpload();
    const keys = storedBy.get(request) ?? [];
    storedBy.set(request, [...keys, key]);
    try {
      const stored = await storeVideoStream(storage, part.file, key);
      if (stored.ok) {
        part.value = stored.video;
        return;
      }
      part.file.resume();
      part.value = stored.empty
        ? ""
        : new RefusedUpload(badRequest("invalid_video", "The video must be an MP4, MOV or WebM file."));
    } catch (err) {
      if (isTooLarge(err))
        throw new AppError(
          413,
          "video_too_large",
          `The video can be at most ${Math.floor(limits.videoMaxBytes / MB)} MB. Shorten it or lower its bitrate, then upload it again.`,
        );
      throw err;
    }
  };
}

/** A video stream stored under its key, or why its bytes are none (`empty`: no bytes at all). */
export type StoredVideoStream = { ok: true; video: UploadedVideo } | { ok: false; empty: boolean };

/**
 * Streams `source` to the store under `key` (a `storageKeys.videoUpload()`), passing it on once
 * its first bytes say MP4, MOV or WebM. Used by the form's `video` field and by the content
 * planner's Video file column (docs/content-planner.md "Video files"). A failure of the source
 * itself (a size limit) is thrown; nothing stays stored when the answer is not `ok`.
 */
export async function storeVideoStream(
  storage: FileStore,
  source: Readable,
  key: string,
): Promise<StoredVideoStream> {
  let type: VideoFileType | null = null;
  const sniffer = videoSniffer((found) => {
    type = found;
  });
  source.on("error", (err) => sniffer.destroy(err));
  // The store's reader takes the sniffer's error (and answers it); without a listener of its
  // own, `pipe` would throw it again once that reader has let go.
  sniffer.on("error", () => undefined);
  const body = source.pipe(sniffer);
  try {
    const { size } = await storage.putStream(key, body, { contentType: "application/octet-stream" });
    return { ok: true, video: { key, size, type: type as unknown as VideoFileType } };
  } catch (err) {
    if (err instanceof EmptyFile || err instanceof NotAVideo)
      return { ok: false, empty: err instanceof EmptyFile };
    throw err;
  }
}

/**
 * A route's `onError`: the video files a refused call stored are deleted again, before its answer
 * leaves (a call that succeeded handed them to a job).
 */
export function forgetRefusedUploads(storage: FileStore) {
  return async (request: FastifyRequest, _reply: FastifyReply, _error: Error): Promise<void> => {
    const keys = storedBy.get(request);
    if (!keys) return;
    storedBy.delete(request);
    await deleteFreedFiles(storage, keys, request.log);
  };
}
