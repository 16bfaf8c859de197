import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route that reads its uploaded files itself, as they arrive (an own video's file, streamed
     * to the store: docs/storage.md "Video files"). It sets `part.value` to what the body's field
     * should hold; without it, every file is read whole into the body.
     */
    onFile?: (request: FastifyRequest, part: MultipartFile & { value?: unknown }) => Promise<void>;
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
