import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  browseQuerySchema,
  browseRoutes,
  browseStatisticsResponseSchema,
  browseVideosResponseSchema,
} from "../../../shared/contracts/browse";
import type { AppDeps } from "../../app-deps";
import { sendJsonBytes } from "../../http/json-bytes";
import { type BrowseCaller, type BrowseService, createBrowseService } from "./browse-service";

/**
 * GET /api/browse/videos and /api/browse/statistics, served from the in-memory catalog. Returns the
 * browse service, which the page HTML also calls for its first screen (web-app.ts).
 */
export async function registerBrowseRoutes(app: FastifyInstance, deps: AppDeps): Promise<BrowseService> {
  const browse = createBrowseService(deps.catalog, deps.userStates, deps.wordCoverage);
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Browse reads the session through the short-lived cache: a burst of scrolling costs no query.
  async function callerOf(request: FastifyRequest): Promise<BrowseCaller> {
    return { user: await deps.sessions.cachedUser(request), ip: request.ip };
  }

  // Both answers are built as JSON bytes (video-json.ts, statistics-json.ts); the schemas document them.
  r.get(
    browseRoutes.videos,
    { schema: { querystring: browseQuerySchema, response: { 200: browseVideosResponseSchema } } },
    async (request, reply) =>
      sendJsonBytes(reply, await browse.videos(request.query, await callerOf(request))),
  );

  r.get(
    browseRoutes.statistics,
    { schema: { querystring: browseQuerySchema, response: { 200: browseStatisticsResponseSchema } } },
    async (request, reply) =>
      sendJsonBytes(reply, await browse.statistics(request.query, await callerOf(request))),
  );
  return browse;
}
