import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "../../../shared/contracts/user";
import {
  videoIdParamsSchema,
  videoQuerySchema,
  videoResponseSchema,
  videoRoutePatterns,
} from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { notFound, unauthorized } from "../../lib/app-error";
import { deleteFreedFiles, videoFileKeys } from "../../storage/file-store";
import { recordAudit } from "../audit/index";
import { deleteVideo, videoUploadKeys } from "../catalog/index";
import { callerRoutes } from "../user/index";
import { registerTranscriptRoutes } from "./transcript-routes";
import { assertListed, NO_SUCH_VIDEO } from "./video-access";
import { videoAnswer } from "./video-answer";
import { findVideoRecord, markWatched } from "./video-repository";

const idParams = videoIdParamsSchema;
const SIGN_UP_TO_MARK = "Log in or sign up to mark videos as watched.";

export async function registerVideoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const { catalog } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = callerRoutes(app, sessions);

  r.get(
    videoRoutePatterns.video,
    { schema: { params: idParams, querystring: videoQuerySchema, response: { 200: videoResponseSchema } } },
    async (request) => {
      const user = await sessions.currentUser(request);
      return videoAnswer(db, catalog, request.params.id, user, request.query.related !== "false");
    },
  );

  guarded.get(
    videoRoutePatterns.markAsWatched,
    {
      schema: { params: idParams, response: { 200: okResponseSchema } },
      config: { access: "registered", anonymousRefusal: () => unauthorized(SIGN_UP_TO_MARK) },
    },
    async (user, request) => {
      const video = assertListed(await findVideoRecord(db, request.params.id), user);
      await markWatched(db, user.id, video);
      return { ok: true as const };
    },
  );

  guarded.get(
    videoRoutePatterns.delete,
    // Outside the admin gate: the API keeps this admin call under /api/video (docs/admin.md).
    { schema: { params: idParams, response: { 200: okResponseSchema } }, config: { access: "admin" } },
    async (admin, request) => {
      const id = request.params.id;
      const deleted = await db.transaction().execute(async (trx) => {
        const video = await findVideoRecord(trx, id);
        // A replacement upload waiting for its transcode is named only by its job (which goes too).
        const uploads = video ? await videoUploadKeys(trx, id) : [];
        if (!video || !(await deleteVideo(trx, id))) return null;
        await recordAudit(trx, { actor: admin, action: "video.delete", target: id });
        return { video, uploads };
      });
      if (!deleted) throw notFound(NO_SUCH_VIDEO);
      // Its stored thumbnail, audio and video go too, once the row is gone for good.
      const keys = new Set([...videoFileKeys(deleted.video), ...deleted.uploads]);
      await deleteFreedFiles(deps.storage, [...keys], request.log);
      await catalog.refresh();
      return { ok: true as const };
    },
  );

  await registerTranscriptRoutes(app, deps);
}
