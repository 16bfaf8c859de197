import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

/*
 * A route that reads its uploaded file as it arrives (the content planner, docs/content-planner.md
 * "Upload") names a reader in `config.readFile`: @fastify/multipart hands it the file's stream, and
 * what it returns becomes the body's field, instead of the file's bytes buffered whole (every
 * other upload keeps those).
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** Reads the file's stream; its answer is the body's field. */
    readFile?: (file: MultipartFile["file"]) => Promise<unknown>;
  }
}

/** @fastify/multipart's `onFile`, called with the request as `this`. */
export async function onMultipartFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const read = this.routeOptions.config?.readFile;
  if (!read) {
    await part.toBuffer();
    return;
  }
  const value = await read(part.file);
  // Past the route's size limit busboy cuts the stream short: refused as toBuffer refuses it (413).
  if (part.file.truncated) throw new this.server.multipartErrors.RequestFileTooLargeError();
  (part as MultipartFile & { value: unknown }).value = value;
}
