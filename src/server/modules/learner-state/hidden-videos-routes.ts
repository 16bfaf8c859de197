import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  hiddenVideosResponseSchema,
  hiddenVideosRoutePatterns,
  hiddenVideosRoutes,
  hideVideoResponseSchema,
} from "../../../shared/contracts/hidden-videos";
import { videoIdParamsSchema } from "../../../shared/contracts/video";
import type { AppDeps } from "../../app-deps";
import { createHiddenVideos } from "./hidden-videos-service";

/**
 * POST /api/video/{id}/hide and /unhide, GET /api/user/hidden-videos (contract:
 * shared/contracts/hidden-videos.ts). Hiding needs a session, as a watch report does: an anonymous
 * visitor's hidden videos stay theirs and come along when they sign up or log in.
 */
export function registerHiddenVideosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const hiddenVideos = createHiddenVideos(deps.catalog, deps.db, deps.userStates);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    hiddenVideosRoutePatterns.hide,
    { schema: { params: videoIdParamsSchema, response: { 200: hideVideoResponseSchema } } },
    async (request) => hiddenVideos.hide(await deps.sessions.requireUser(request), request.params.id),
  );

  r.post(
    hiddenVideosRoutePatterns.unhide,
    { schema: { params: videoIdParamsSchema, response: { 200: hideVideoResponseSchema } } },
    async (request) => hiddenVideos.unhide(await deps.sessions.requireUser(request), request.params.id),
  );

  r.get(
    hiddenVideosRoutes.list,
    { schema: { response: { 200: hiddenVideosResponseSchema } } },
    async (request) => hiddenVideos.list(await deps.sessions.currentUser(request)),
  );
}
