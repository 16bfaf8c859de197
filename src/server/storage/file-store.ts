import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";

/**
 * The one store of uploaded files (thumbnails, subtitles, audio): a folder under DATA_DIR by
 * default, an S3-compatible bucket when STORAGE_URL says so (create-file-store.ts). Every instance
 * configured with the same bucket sees the same files. See docs/storage.md.
 */
export interface FileStore {
  /** "folder" or "s3". */
  readonly kind: "folder" | "s3";
  /** Where the files go, for the log: never holds credentials. */
  readonly location: string;
  /** Writes the whole file at once; a reader sees the old file or the new one, never half of it. */
  put(key: string, bytes: Buffer, options: { contentType: string }): Promise<void>;
  /**
   * Writes a file from a stream (a video upload, a transcoded file), never holding it whole in
   * memory; like `put`, a reader sees the old file or the new one. Answers the bytes written.
   * When `body` fails (a client gone, a size limit), nothing is left under the key.
   */
  putStream(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /**
   * The file's bytes (all of them, or the range) and what is known of it; null when there is no
   * such file. The caller must read or destroy `body`. A range that starts past the last byte
   * throws RangeNotSatisfiableError; `range.end` past the last byte is clamped.
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** What is known of the file without reading it; null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Releases connections; called when the app closes. */
  close(): Promise<void>;
}

/** A byte range with both ends included, as in HTTP's `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  /** Size of the whole file, in bytes (also when a range was asked for). */
  size: number;
  contentType: string;
  /** A strong validator, quoted as HTTP wants it: the MD5 of the bytes on both drivers. */
  etag: string;
  lastModified: Date;
}

export interface StoredFile extends StoredFileInfo {
  /** The whole file, or exactly the bytes of `range`. */
  body: Readable;
  /** The bytes `body` holds when a range was asked for (end clamped to the last byte). */
  range?: ByteRange;
}

/** A get whose range starts at or past the end of the file (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(key: string) {
    super(`The range asked for is past the end of ${key}.`);
    this.name = "RangeNotSatisfiableError";
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Not a valid storage key: ${JSON.stringify(key.slice(0, 100))}.`);
    this.name = "InvalidStorageKeyError";
  }
}

const MAX_KEY_LENGTH = 512;
/** Segments of URL-safe characters that do not start with a dot, joined by single slashes. */
const KEY_PATTERN = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

/**
 * Keys are relative paths like `thumbnails/<uuid>.jpg`: URL-safe characters, no leading or
 * doubled slash, no segment starting with a dot, no `..` anywhere. They never need escaping in a
 * URL and cannot leave the store's folder.
 */
export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** Throws unless 0 ≤ start ≤ end, both integers: a caller's mistake, not a client's. */
export function assertByteRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Not a byte range: ${start}-${end}.`);
  }
}

/** A record id as one key segment: kept when URL-safe, else `~` and its UTF-8 in base64url. */
function keySegment(id: string): string {
  if (/^[A-Za-z0-9_-]{1,200}$/.test(id)) return id;
  return `~${Buffer.from(id, "utf8").toString("base64url")}`;
}

/** The keys of each kind of stored file, so that every writer names them alike. */
export const storageKeys = {
  /** A new, never reused key: the public route caches thumbnails forever. */
  thumbnail: (extension: string) =>
    `thumbnails/${randomUUID()}.${extension.replace(/^\./, "").toLowerCase()}`,
  subtitles: (videoId: string) => `subtitles/${keySegment(videoId)}.vtt`,
  audio: (videoId: string) => `audio/${keySegment(videoId)}.mp3`,
  /**
   * A new, never reused audio key: a writer that replaces a video's audio (the content planner)
   * stores the new file beside the one the video plays until its row commits.
   */
  newAudio: (videoId: string) => `audio/${keySegment(videoId)}-${randomUUID()}.mp3`,
  /** An uploaded video file as it came, until its transcode (docs/storage.md "Video files"). */
  videoUpload: () => `${VIDEO_UPLOAD_PREFIX}${randomUUID()}`,
  /** A video's transcoded MP4: a new key for every transcode, so a replaced file never mixes with the new. */
  video: (videoId: string) => `videos/${keySegment(videoId)}-${randomUUID()}.mp4`,
};

/** Where an uploaded video file waits for its transcode (never served). */
export const VIDEO_UPLOAD_PREFIX = "uploads/";

/** Where a platform-"file" video's transcoded MP4 is kept (the demo's files are in the media folder). */
export const VIDEO_KEY_PREFIX = "videos/";

/** The stored MP4 a platform-"file" video plays; null for the demo's files and YouTube videos. */
export function storedVideoKey(video: { platform?: string; onPlatformId?: string }): string | null {
  const key = video.onPlatformId;
  return video.platform === "file" && key?.startsWith(VIDEO_KEY_PREFIX) && isValidStorageKey(key)
    ? key
    : null;
}

/** The only kind of stored file that anyone may fetch: subtitles and audio go through checked routes. */
export const PUBLIC_KEY_PREFIX = "thumbnails/";

/** The URL at which a thumbnail's key is served (what `thumbnailUrl` of a video holds). */
export function publicFileUrl(key: string): string {
  if (!key.startsWith(PUBLIC_KEY_PREFIX) || !isValidStorageKey(key)) {
    throw new InvalidStorageKeyError(key);
  }
  return `/files/${key}`;
}

/**
 * The keys of the stored files a video's fields refer to: a thumbnail served from `/files/…`,
 * audio under `audio/` and an own video's MP4 under `videos/` or its upload under `uploads/` (the
 * demo's shipped files and YouTube's thumbnails are not in the store). Subtitles live in the
 * video's row, not in the store.
 */
export function videoFileKeys(video: {
  thumbnailUrl?: string;
  audioFile?: string | null;
  platform?: string;
  onPlatformId?: string;
}): string[] {
  const keys: string[] = [];
  const thumbnail = video.thumbnailUrl?.startsWith("/files/")
    ? video.thumbnailUrl.slice("/files/".length)
    : null;
  if (thumbnail && isValidStorageKey(thumbnail)) keys.push(thumbnail);
  if (video.audioFile?.startsWith("audio/") && isValidStorageKey(video.audioFile)) keys.push(video.audioFile);
  const videoKey = storedVideoKey(video);
  if (videoKey) keys.push(videoKey);
  // An upload not transcoded yet is what the row names until its job is done.
  const upload = video.onPlatformId;
  if (video.platform === "file" && upload?.startsWith(VIDEO_UPLOAD_PREFIX) && isValidStorageKey(upload))
    keys.push(upload);
  return keys;
}

/**
 * Deletes stored files whose rows are gone or point elsewhere now; a failure is logged, never
 * thrown (the change that freed them is committed; a leftover file only costs space).
 */
export async function deleteFreedFiles(
  store: FileStore,
  keys: string[],
  log: { error(obj: object, msg: string): void } | undefined,
): Promise<void> {
  for (const key of keys) {
    try {
      await store.delete(key);
    } catch (err) {
      log?.error({ err, key }, "deleting a stored file that is no longer used failed");
    }
  }
}

/** Reads a whole stored file into memory (subtitles, small files); null when it is missing. */
export async function readStoredBytes(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  vtt: "text/vtt; charset=utf-8",
  srt: "application/x-subrip",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  mov: "video/quicktime",
  webm: "video/webm",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
};

/** The content type a key's extension suggests: for files that lost, or never had, their own. */
export function contentTypeForKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? "";
  return TYPES_BY_EXTENSION[extension] ?? "application/octet-stream";
}
