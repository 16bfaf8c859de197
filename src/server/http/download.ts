import type { FastifyReply } from "fastify";

/**
 * A Content-Disposition header that saves the answer as `fileName`: the name as it is when it is
 * plain ASCII, else an ASCII stand-in and the UTF-8 name beside it (RFC 6266 and 5987), so that a
 * Cyrillic title survives.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const header = `attachment; filename="${ascii}"`;
  return ascii === fileName ? header : `${header}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const DOWNLOAD_TYPES = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  tsv: "text/tab-separated-values; charset=utf-8",
  vtt: "text/vtt; charset=utf-8",
} as const;

/**
 * An answer the app builds for the caller to save (an export, the planner, a transcript): its
 * type, its file name, and never kept by a cache. Media files (audio, the transcript's document)
 * are the video module's, with their own cache rule.
 */
export function asDownload(
  reply: FastifyReply,
  fileName: string,
  type: keyof typeof DOWNLOAD_TYPES,
): FastifyReply {
  return reply
    .type(DOWNLOAD_TYPES[type])
    .header("content-disposition", attachmentHeader(fileName))
    .header("cache-control", "no-store");
}
