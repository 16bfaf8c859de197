import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  continueWatchingResponseSchema,
  continueWatchingRoutes,
} from "../../../shared/contracts/continue-watching";
import type { AppDeps } from "../../app-deps";
import { createContinueWatching } from "./continue-watching";

/** Sends bytes that are already the response's JSON (Fastify sends a Buffer as it is). */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(bytes);
}

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
