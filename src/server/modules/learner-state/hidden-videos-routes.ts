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
import { callerRoutes } from "../user/index";
import { createHiddenVideos } from "./hidden-videos-service";

/**
 * POST /api/video/{id}/hide and /unhide, GET /api/user/hidden-videos (contract:
 * shared/contracts/hidden-videos.ts). Hiding needs a session, as a watch report does: an anonymous
 * visitor's hidden videos stay theirs and come along when they sign up or log in. The list is
 * anyone's: without a session it is empty.
 */
export function registerHiddenVideosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const hiddenVideos = createHiddenVideos(deps.catalog, deps.db, deps.userStates);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guarded = callerRoutes(app, deps.sessions);
  const SESSION = { access: "session" } as const;

  guarded.post(
    hiddenVideosRoutePatterns.hide,
    { schema: { params: videoIdParamsSchema, response: { 200: hideVideoResponseSchema } }, config: SESSION },
    async (user, request) => hiddenVideos.hide(user, request.params.id),
  );

  guarded.post(
    hiddenVideosRoutePatterns.unhide,
    { schema: { params: videoIdParamsSchema, response: { 200: hideVideoResponseSchema } }, config: SESSION },
    async (user, request) => hiddenVideos.unhide(user, request.params.id),
  );

  r.get(
    hiddenVideosRoutes.list,
    { schema: { response: { 200: hiddenVideosResponseSchema } } },
    async (request) => hiddenVideos.list(await deps.sessions.currentUser(request)),
  );
}
