import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  continueWatchingResponseSchema,
  continueWatchingRoutes,
} from "../../../shared/contracts/continue-watching";
import type { AppDeps } from "../../app-deps";
import { sendJsonBytes } from "../../http/json-bytes";
import { createContinueWatching } from "./continue-watching";

/** GET /api/user/continue-watching, from the in-memory catalog and the caller's video states. */
export function registerContinueWatchingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const continueWatching = createContinueWatching(deps.catalog, deps.db);
  // The answer is built as JSON bytes (video-json.ts); the schema documents it.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      continueWatchingRoutes.list,
      { schema: { response: { 200: continueWatchingResponseSchema } } },
      async (request, reply) =>
        sendJsonBytes(reply, await continueWatching.videos(await deps.sessions.currentUser(request))),
    );
}
