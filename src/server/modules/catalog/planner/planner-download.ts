import { type ClientRequest, type Agent as HttpAgent, type IncomingMessage, request } from "node:http";
import { request as httpsRequest } from "node:https";
import { Transform } from "node:stream";
import pLimit, { type LimitFunction } from "p-limit";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";
import {
  AUDIO_MAX_BYTES,
  SUBTITLES_MAX_BYTES,
  THUMBNAIL_MAX_BYTES,
} from "../../../../shared/contracts/catalog-admin";
import { countCueWords, parseSubtitles } from "../../../../shared/domain/subtitles";
import { deleteFreedFiles, type FileStore, storageKeys } from "../../../storage/file-store";
import { decodeSubtitleBytes, type ImageType, imageTypeOf, isMp3 } from "../catalog-admin-files";
import { type StoredVideoStream, storeVideoStream, type UploadedVideo } from "../video-upload";
import type { PlannerFileKind } from "./planner-row";

/*
 * Downloads a planner row's Thumbnail, Subtitles or Audio URL and checks its bytes (docs/content-planner.md "Files";
 * item 4). The URLs come from an uploaded spreadsheet, so the server must not be made to fetch its
 * own network (server-side request forgery): request-filtering-agent refuses private, loopback,
 * link-local and other non-unicast addresses on the address actually connected to, after DNS
 * (so a public name that resolves to 127.0.0.1 is refused too), on every redirect hop.
 * Failures are sentences for the planner's log (`thumbnail failed: <reason>`), never exceptions:
 * a failed file never stops the row.
 */

export type DownloadedPlannerFile =
  | { ok: true; kind: "thumbnail"; bytes: Buffer; type: ImageType }
  | { ok: true; kind: "subtitles"; vtt: string; wordCount: number }
  | { ok: true; kind: "audio"; bytes: Buffer }
  | { ok: false; reason: string };

export interface PlannerDownloadOptions {
  /** Lets loopback and private addresses through: PLANNER_ALLOW_PRIVATE_URLS=1, which only tests set. */
  allowPrivate: boolean;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
}

/** The issue's "at most 4 at a time": one limiter per upload, shared by all its rows' files. */
export const PLANNER_DOWNLOADS_AT_ONCE = 4;

export function createDownloadLimiter(): LimitFunction {
  return pLimit(PLANNER_DOWNLOADS_AT_ONCE);
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A video may be gigabytes: its whole download gets half an hour. */
const VIDEO_TIMEOUT_MS = 30 * 60_000;
const MAX_REDIRECTS = 3;

const MAX_BYTES: Record<PlannerFileKind, number> = {
  thumbnail: THUMBNAIL_MAX_BYTES,
  subtitles: SUBTITLES_MAX_BYTES,
  audio: AUDIO_MAX_BYTES,
};

// Without keep-alive (these agents' default) every socket closes after its answer: downloads are
// rare and go to many hosts, and a pooled socket would outlive the check of its address.
const AGENTS = {
  refusingPrivate: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  allowingPrivate: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
  },
};

/** What one request gave: a body within the limit (as its reader keeps it), or why there is none. */
type Hop<B> =
  | { kind: "body"; body: B }
  | { kind: "redirect"; status: number; location: string }
  | { kind: "status"; status: number }
  | { kind: "too-large" };

/**
 * Reads a 2xx answer's body, at most `maxBytes` of it (`tooLarge` is called past them, which ends
 * the answer): into memory for the small files, into the file store for a video.
 */
type BodyReader<B> = (res: IncomingMessage, maxBytes: number, tooLarge: () => void) => Promise<B>;

/** The small files' reader: the bytes in memory. */
const readBytes: BodyReader<Buffer> = (res, maxBytes, tooLarge) =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return tooLarge();
      chunks.push(chunk);
    });
    res.on("end", () => resolve(Buffer.concat(chunks, size)));
    res.on("error", reject);
  });

/** An http(s) URL, or null for anything else (unparseable text included). */
function httpUrl(text: string, base?: URL): URL | null {
  try {
    const url = new URL(text, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** One GET, reading at most `maxBytes` of the body: a bigger one is cut off, not kept. */
function get<B>(
  url: URL,
  agent: HttpAgent,
  maxBytes: number,
  signal: AbortSignal,
  readBody: BodyReader<B>,
): Promise<Hop<B>> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : request;
    // No Accept-Encoding: the answer comes as stored, so the limit counts the bytes that are kept.
    const req: ClientRequest = send(url, { agent, signal, headers: { "user-agent": "Ponyatno planner" } });
    req.on("error", reject);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const stop = (hop: Hop<B>) => {
        resolve(hop);
        req.destroy();
      };
      if (status >= 300 && status < 400 && res.headers.location) {
        return stop({ kind: "redirect", status, location: res.headers.location });
      }
      if (status < 200 || status >= 300) return stop({ kind: "status", status });
      if (Number(res.headers["content-length"]) > maxBytes) return stop({ kind: "too-large" });
      let cut = false;
      readBody(res, maxBytes, () => {
        cut = true;
        stop({ kind: "too-large" });
      }).then(
        (body) => {
          if (!cut) resolve({ kind: "body", body });
        },
        (err: unknown) => {
          if (!cut) reject(err);
        },
      );
      // A connection that breaks off mid-body may end the answer without an "error".
      res.on("close", () => {
        if (!res.complete && !cut) reject(new Error("the answer broke off"));
      });
    });
    req.end();
  });
}

/** The address request-filtering-agent refused (its only signal is the message), or null. */
function refusedAddress(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  return /^DNS lookup (\S+?)\(family:.*is not allowed/.exec(message)?.[1] ?? null;
}

function failureReason(error: unknown, url: string, timedOut: boolean, timeoutMs: number): string {
  if (timedOut) return `no answer within ${timeoutMs / 1000} s from ${url}`;
  const address = refusedAddress(error);
  if (address) return `${url} is on a private network (${address}); such addresses are refused`;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `the host of ${url} was not found`;
  if (code === "ECONNREFUSED") return `${url} refused the connection`;
  return `could not download ${url}: ${code ?? (error instanceof Error ? error.message : String(error))}`;
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The bytes checked for what the column says they are. */
function checked(kind: PlannerFileKind, bytes: Buffer, url: string): DownloadedPlannerFile {
  if (kind === "thumbnail") {
    const type = imageTypeOf(bytes);
    return type
      ? { ok: true, kind, bytes, type }
      : { ok: false, reason: `not an image (JPEG, PNG or WebP): ${url}` };
  }
  if (kind === "subtitles") {
    const text = decodeSubtitleBytes(bytes);
    const parsed = text === null ? null : parseSubtitles(text);
    return parsed
      ? { ok: true, kind, vtt: parsed.vtt, wordCount: countCueWords(parsed.cues) }
      : { ok: false, reason: `not WebVTT or SRT subtitles: ${url}` };
  }
  return isMp3(bytes) ? { ok: true, kind, bytes } : { ok: false, reason: `not an MP3 file: ${url}` };
}

/** A download's body and the URL it came from (the last redirect's), or why there is none. */
type Fetched<B> = { ok: true; body: B; shown: string } | { ok: false; reason: string };

/**
 * GETs `url` through the guarded agents, following redirects, reading the body with `readBody`.
 * The reasons name the URL where the problem was met: after a redirect, its target, which is
 * what a person must fix.
 */
async function fetchFollowing<B>(
  url: string,
  options: PlannerDownloadOptions,
  maxBytes: number,
  readBody: BodyReader<B>,
  defaultTimeoutMs: number,
): Promise<Fetched<B>> {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const agents = options.allowPrivate ? AGENTS.allowingPrivate : AGENTS.refusingPrivate;
  let at = httpUrl(url);
  // The address as the cell wrote it, then each redirect target as the server gave it.
  let shown = url;
  if (!at) return { ok: false, reason: `only http and https addresses can be downloaded: ${url}` };
  // One clock for the whole download, redirects included.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects++) {
      let hop: Hop<B>;
      try {
        hop = await get(
          at,
          at.protocol === "https:" ? agents.https : agents.http,
          maxBytes,
          controller.signal,
          readBody,
        );
      } catch (error) {
        return { ok: false, reason: failureReason(error, shown, controller.signal.aborted, timeoutMs) };
      }
      if (hop.kind === "body") return { ok: true, body: hop.body, shown };
      if (hop.kind === "too-large")
        return { ok: false, reason: `larger than ${megabytes(maxBytes)}: ${shown}` };
      if (hop.kind === "status") return { ok: false, reason: `HTTP ${hop.status} from ${shown}` };
      if (redirects === MAX_REDIRECTS)
        return { ok: false, reason: `more than ${MAX_REDIRECTS} redirects from ${url}` };
      const next = httpUrl(hop.location, at);
      if (!next) {
        return {
          ok: false,
          reason: `only http and https addresses can be downloaded: ${hop.location} (redirected from ${shown})`,
        };
      }
      at = next;
      shown = next.href;
    }
  } catch (error) {
    // Nothing above should throw; a fault of ours still must not stop the row.
    return {
      ok: false,
      reason: `could not download ${url}: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** Downloads `url` and checks it as a file of `kind`. */
export async function downloadPlannerFile(
  url: string,
  kind: PlannerFileKind,
  options: PlannerDownloadOptions,
): Promise<DownloadedPlannerFile> {
  const fetched = await fetchFollowing(url, options, MAX_BYTES[kind], readBytes, DEFAULT_TIMEOUT_MS);
  return fetched.ok ? checked(kind, fetched.body, fetched.shown) : fetched;
}

/** A Video file cell's download: stored as an upload to transcode, or why not. */
export type DownloadedPlannerVideo = { ok: true; video: UploadedVideo } | { ok: false; reason: string };

/**
 * Downloads a Video file URL (docs/content-planner.md "Video files") straight into the file store
 * as an upload, as add video's `video` field is (never held whole in memory), at most `maxBytes`
 * (VIDEO_UPLOAD_MAX_MB), its first bytes checked for MP4, MOV or WebM. Nothing stays stored
 * when the answer is not `ok`.
 */
export async function downloadPlannerVideo(
  url: string,
  storage: FileStore,
  maxBytes: number,
  options: PlannerDownloadOptions,
): Promise<DownloadedPlannerVideo> {
  const key = storageKeys.videoUpload();
  const readVideo: BodyReader<StoredVideoStream> = (res, limit, tooLarge) => {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) {
          tooLarge();
          return done(new Error("larger than the limit"));
        }
        done(null, chunk);
      },
    });
    res.on("error", (err) => counter.destroy(err));
    return storeVideoStream(storage, res.pipe(counter), key);
  };
  const fetched = await fetchFollowing(url, options, maxBytes, readVideo, VIDEO_TIMEOUT_MS);
  if (!fetched.ok) {
    // A download cut off (too large, timed out) may have stopped while the store was writing.
    await deleteFreedFiles(storage, [key], undefined);
    return fetched;
  }
  if (fetched.body.ok) return { ok: true, video: fetched.body.video };
  return {
    ok: false,
    reason: fetched.body.empty
      ? `an empty file: ${fetched.shown}`
      : `not an MP4, MOV or WebM video: ${fetched.shown}`,
  };
}
