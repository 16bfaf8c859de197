import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { isValidStorageKey, PUBLIC_KEY_PREFIX } from "../../storage/file-store";
import { sendStoredFile } from "../../storage/send-stored-file";

/** A thumbnail's key is new for every upload, so its bytes never change: cache it for a year. */
export const PUBLIC_FILE_CACHE = "public, max-age=31536000, immutable";

/** Images a browser shows without running anything: an SVG could carry script, so it is not served. */
const PUBLIC_IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

const NO_FILE = "There is no such file.";
const wildcardParams = z.object({ "*": z.string() });

/**
 * `GET|HEAD /files/<key>`: the public stored files, i.e. thumbnails (`/files/thumbnails/<uuid>.jpg`),
 * from whichever store, with ranges and a year of caching. Every other key answers 404 whether or
 * not it exists: subtitles and audio are served only by the checked routes of the video module.
 */
export async function registerFileRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // HEAD declared with GET: Fastify's own HEAD route would read the file and say Content-Length 0.
  app.route({
    method: ["GET", "HEAD"],
    url: "/files/*",
    schema: { params: wildcardParams, hide: true },
    handler: async (request, reply) => {
      const key = (request.params as z.infer<typeof wildcardParams>)["*"];
      if (!key.startsWith(PUBLIC_KEY_PREFIX) || !isValidStorageKey(key)) throw notFound(NO_FILE);
      return sendStoredFile(request, reply, deps.storage, key, {
        cacheControl: PUBLIC_FILE_CACHE,
        notFoundMessage: NO_FILE,
        acceptContentType: (type) => PUBLIC_IMAGE_TYPES.has(type.split(";")[0]?.trim().toLowerCase() ?? ""),
      });
    },
  });
}
