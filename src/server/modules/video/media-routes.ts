import { createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import send from "@fastify/send";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  DOWNLOAD_MISSING_TEXTS,
  videoIdParamsSchema,
  videoRoutePatterns,
} from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { attachmentHeader } from "../../http/download";
import { notFound } from "../../lib/app-error";
import { storedVideoKey, VIDEO_UPLOAD_PREFIX } from "../../storage/file-store";
import { sendStoredFile } from "../../storage/send-stored-file";
import { buildTranscriptDocx } from "./transcript-docx";
import { assertDownloadable, assertListed, assertPlayable } from "./video-access";
import { findVideoRecord } from "./video-repository";

const idParams = videoIdParamsSchema;
const NO_TRANSCRIPT = DOWNLOAD_MISSING_TEXTS.docx;
const PREMIUM_DOWNLOADS = "Downloads are for premium members.";
const NO_AUDIO = DOWNLOAD_MISSING_TEXTS.mp3;
const FILE_MISSING = "The media file of this video is missing.";

/**
 * Where a video's audio is: `audio_file` holds a key of the file store ("audio/<id>.mp3", an
 * admin's upload) or the name of a file in the media folder (the demo catalog's).
 */
export function storedAudioKey(audioFile: string): string | null {
  return audioFile.startsWith("audio/") ? audioFile : null;
}

/** The media files of platform-"file" videos, and the premium downloads (transcript .docx, audio .mp3). */
export async function registerMediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions, config } = deps;
  const mediaPath = (file: string) => path.join(config.mediaDir, path.basename(file));

  // The access check comes first; then the file, with range requests for seeking. HEAD declared
  // with GET: Fastify's own HEAD route would read the whole file.
  app.route({
    method: ["GET", "HEAD"],
    url: videoRoutePatterns.media,
    schema: { params: idParams, hide: true },
    handler: async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParams>;
      const user = await sessions.currentUser(request);
      const video = assertListed(await findVideoRecord(db, id), user);
      if (video.platform !== "file") throw notFound("This video plays on YouTube, not from our server.");
      assertPlayable(video, user);
      const cacheControl = video.premium ? "private, max-age=86400" : "public, max-age=86400";
      // An uploaded video: its transcoded MP4 in the file store (docs/storage.md "Video files").
      const key = storedVideoKey(video);
      if (key)
        return sendStoredFile(request, reply, deps.storage, key, {
          cacheControl,
          notFoundMessage: FILE_MISSING,
        });
      if (video.onPlatformId.startsWith(VIDEO_UPLOAD_PREFIX))
        throw notFound("This video is still being prepared: it plays once its file is transcoded.");
      if (!existsSync(mediaPath(video.onPlatformId))) throw notFound(FILE_MISSING);
      const file = path.basename(video.onPlatformId);
      // send answers ranges (206), conditional requests (304) and sets type and length.
      const result = await send(request.raw, `/${encodeURIComponent(file)}`, {
        root: config.mediaDir,
        acceptRanges: true,
      });
      if (result.type === "error") throw notFound(FILE_MISSING);
      reply.headers(result.headers);
      reply.header("Cache-Control", cacheControl);
      return reply.status(result.statusCode).send(result.stream);
    },
  });

  /** Both downloads: a video the caller may see, for premium members and admins only. */
  async function downloadableVideo(request: FastifyRequest) {
    const { id } = request.params as z.infer<typeof idParams>;
    const user = await sessions.currentUser(request);
    return assertDownloadable(await findVideoRecord(db, id), user, PREMIUM_DOWNLOADS);
  }

  app.get(
    videoRoutePatterns.transcriptDocx,
    { schema: { params: idParams, hide: true } },
    async (request, reply) => {
      const video = await downloadableVideo(request);
      if (!video.subtitles) throw notFound(NO_TRANSCRIPT);
      const file = await buildTranscriptDocx(video.title, video.subtitles);
      return reply
        .header("Content-Type", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")
        .header("Content-Disposition", attachmentHeader(`${video.title}.docx`))
        .header("Cache-Control", "private, no-store")
        .send(file);
    },
  );

  // HEAD declared with GET: Fastify's own HEAD route would read the whole file (sendStoredFile).
  app.route({
    method: ["GET", "HEAD"],
    url: videoRoutePatterns.audioMp3,
    schema: { params: idParams, hide: true },
    handler: async (request, reply) => {
      // The premium check comes first, whichever store holds the file.
      const video = await downloadableVideo(request);
      if (!video.audioFile) throw notFound(NO_AUDIO);
      const contentDisposition = attachmentHeader(`${video.title}.mp3`);
      const key = storedAudioKey(video.audioFile);
      if (key) {
        return sendStoredFile(request, reply, deps.storage, key, {
          cacheControl: "private, no-store",
          contentDisposition,
          notFoundMessage: NO_AUDIO,
        });
      }
      const file = mediaPath(video.audioFile);
      if (!existsSync(file)) throw notFound(NO_AUDIO);
      reply
        .header("Content-Type", "audio/mpeg")
        .header("Content-Disposition", contentDisposition)
        .header("Cache-Control", "private, no-store");
      if (request.method === "HEAD")
        return reply.header("Content-Length", String(statSync(file).size)).send();
      return reply.send(createReadStream(file));
    },
  });
}
