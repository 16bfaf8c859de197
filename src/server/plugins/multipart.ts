import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SELECT_A_FILE_FIRST } from "../../shared/contracts/upload-texts";
import { badRequest } from "../lib/app-error";

/** A file part of a multipart body; a route that reads it itself sets `value` to the body's field. */
export type FilePart = MultipartFile & { value?: unknown };

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route that reads its uploaded files itself, as they arrive (an own video's file, streamed
     * to the store: docs/storage.md "Video files"; the content planner, parsed as it arrives:
     * docs/content-planner.md "Upload"). It sets `part.value` to what the body's field should
     * hold; without it, every file is read whole into the body.
     */
    onFile?: (request: FastifyRequest, part: FilePart) => Promise<void>;
  }
}

/**
 * Multipart bodies: fields (and, on form-field calls, nothing else) land on the body like JSON
 * does; a file lands as its bytes, unless its route reads it itself (`config.onFile`).
 */
export async function registerMultipart(app: FastifyInstance, limits: { fileSize: number }): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { fileSize: limits.fileSize, files: 1, fields: 50 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const own = this.routeOptions.config.onFile;
      if (own) await own(this, part);
      else await part.toBuffer();
    },
  });
}

/**
 * An `onFile` that reads the file's stream with `read`, whose answer becomes the body's field. Past
 * the route's size limit busboy cuts the stream short: refused then as `toBuffer` refuses it (413).
 */
export function readFileWith(read: (file: MultipartFile["file"]) => Promise<unknown>) {
  return async (request: FastifyRequest, part: FilePart): Promise<void> => {
    const value = await read(part.file);
    if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
    part.value = value;
  };
}

/**
 * The body's field `file`, which an upload call requires: 400 `missing_file` when it is absent or
 * empty, which is what a form sends when no file was chosen. What the value must be (bytes, text,
 * what an `onFile` reader made of it) is the route's to check.
 */
export function requiredFilePart(body: unknown): NonNullable<unknown> {
  const file = (body as { file?: unknown } | null | undefined)?.file;
  if (file === undefined || file === null || file === "")
    throw badRequest("missing_file", SELECT_A_FILE_FIRST);
  return file;
}
