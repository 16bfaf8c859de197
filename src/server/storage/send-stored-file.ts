import type { IncomingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../lib/app-error";
import {
  type ByteRange,
  type FileStore,
  isValidStorageKey,
  RangeNotSatisfiableError,
  type StoredFileInfo,
} from "./file-store";

export interface SendStoredFileOptions {
  /** e.g. `public, max-age=31536000, immutable` for thumbnails, `private, no-store` for downloads. */
  cacheControl: string;
  /** e.g. attachmentHeader(`${title}.mp3`) (http/download.ts), for a download. */
  contentDisposition?: string;
  /** The sentence of the 404 when there is no such file. */
  notFoundMessage?: string;
  /** Answer 404 for a stored file whose content type this refuses (the public route: images only). */
  acceptContentType?: (contentType: string) => boolean;
}

const NOT_SATISFIABLE = "The range asked for is past the end of the file.";

/**
 * Answers a GET or HEAD with a stored file, from whichever store: 200, or 206 for a single byte
 * range (`Range: bytes=…`, honouring `If-Range`), 304 for a matching `If-None-Match` or
 * `If-Modified-Since`, 416 `{error, code}` for a range past the end, 404 `{error, code}` when the
 * file is missing. Sets Content-Type, Content-Length, ETag, Last-Modified, Accept-Ranges and
 * Cache-Control. Authorise before calling it: it serves whatever key it is given.
 *
 * Declare the route with `method: ["GET", "HEAD"]`: the HEAD route Fastify adds to a GET on its own
 * would read the whole file and answer Content-Length 0.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  key: string,
  options: SendStoredFileOptions,
): Promise<FastifyReply> {
  const missing = () => notFound(options.notFoundMessage ?? "This file does not exist.");
  if (!isValidStorageKey(key)) throw missing();
  const info = await store.stat(key);
  if (!info || (options.acceptContentType && !options.acceptContentType(info.contentType))) throw missing();

  setValidators(reply, info);
  reply.header("Cache-Control", options.cacheControl).header("Accept-Ranges", "bytes");
  if (isNotModified(request.headers, info)) return reply.status(304).send();

  const range = requestedRange(request.headers, info);
  if (range === "unsatisfiable") return sendNotSatisfiable(reply, info.size);
  if (options.contentDisposition) reply.header("Content-Disposition", options.contentDisposition);
  reply.header("Content-Type", info.contentType);

  if (request.method === "HEAD") {
    setLength(reply, info.size, range);
    return reply.status(range ? 206 : 200).send();
  }
  let file: Awaited<ReturnType<FileStore["get"]>>;
  try {
    file = await store.get(key, range);
  } catch (err) {
    if (err instanceof RangeNotSatisfiableError) return sendNotSatisfiable(reply, info.size);
    throw err;
  }
  if (!file) throw missing();
  // The file may have been replaced since the stat: describe what is actually sent.
  setValidators(reply, file);
  reply.header("Content-Type", file.contentType);
  setLength(reply, file.size, file.range);
  return reply.status(file.range ? 206 : 200).send(file.body);
}

function setValidators(reply: FastifyReply, info: StoredFileInfo): void {
  reply.header("ETag", info.etag).header("Last-Modified", info.lastModified.toUTCString());
}

function setLength(reply: FastifyReply, size: number, range: ByteRange | undefined): void {
  if (!range) {
    reply.header("Content-Length", String(size));
    return;
  }
  reply
    .header("Content-Length", String(range.end - range.start + 1))
    .header("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
}

function sendNotSatisfiable(reply: FastifyReply, size: number): FastifyReply {
  return reply
    .status(416)
    .header("Content-Range", `bytes */${size}`)
    .header("Cache-Control", "no-store")
    .removeHeader("Content-Disposition")
    .type("application/json; charset=utf-8")
    .send({ error: NOT_SATISFIABLE, code: "range_not_satisfiable" });
}

/** `If-None-Match` (weak comparison) wins over `If-Modified-Since`, as RFC 9110 says. */
export function isNotModified(headers: IncomingHttpHeaders, info: StoredFileInfo): boolean {
  const noneMatch = headers["if-none-match"];
  if (noneMatch) {
    if (noneMatch.trim() === "*") return true;
    const ours = weak(info.etag);
    return noneMatch.split(",").some((tag) => weak(tag.trim()) === ours);
  }
  const since = headers["if-modified-since"];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= sinceMs;
}

const weak = (etag: string) => etag.replace(/^W\//, "");

/**
 * The one byte range a request asks for, clamped to the file; undefined for the whole file (no
 * Range, several ranges, a malformed one, or an `If-Range` that no longer matches).
 */
export function requestedRange(
  headers: IncomingHttpHeaders,
  info: Pick<StoredFileInfo, "size" | "etag" | "lastModified">,
): ByteRange | "unsatisfiable" | undefined {
  const header = headers.range;
  if (!header) return undefined;
  const ifRange = headers["if-range"] as string | undefined;
  if (ifRange) {
    const matches = ifRange.startsWith('"')
      ? ifRange === info.etag
      : Date.parse(ifRange) === Math.floor(info.lastModified.getTime() / 1000) * 1000;
    if (!matches) return undefined;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  const { size } = info;
  if (first === "") {
    // bytes=-N: the last N bytes.
    if (last === "") return undefined;
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return undefined;
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}
