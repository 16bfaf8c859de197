import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  browseQuerySchema,
  browseRoutes,
  browseStatisticsResponseSchema,
  browseVideosResponseSchema,
} from "../../../shared/contracts/browse";
import type { AppDeps } from "../../app-deps";
import { type BrowseCaller, type BrowseService, createBrowseService } from "./browse-service";
import { attachCatalog } from "./catalog-service";
import { registerContinueWatchingRoutes } from "./continue-watching-routes";
import { registerHiddenVideosRoutes } from "./hidden-videos-routes";
import { UserStateCache } from "./user-state-cache";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Calls that may change the caller's video states: every write, and GET mark-as-watched. */
function mayChangeVideoStates(request: FastifyRequest): boolean {
  // The route's pattern (no query string to cut off); undefined when no route matched.
  return (
    !SAFE_METHODS.has(request.method) || (request.routeOptions.url?.endsWith("/mark-as-watched") ?? false)
  );
}

/** Sends bytes that are already the response's JSON (Fastify sends a Buffer as it is). */
function sendJsonBytes(reply: FastifyReply, bytes: Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(bytes);
}

/**
 * GET /api/browse/videos and /api/browse/statistics, served from the in-memory catalog. Returns the
 * browse service, which the page HTML also calls for its first screen (web-app.ts).
 */
export async function registerBrowseRoutes(app: FastifyInstance, deps: AppDeps): Promise<BrowseService> {
  const catalog = attachCatalog(app, deps.db);
  const userStates = new UserStateCache(deps.db);
  app.addHook("onClose", async () => userStates.stop());
  // A learner's own writes through this instance show in their next browse call at once.
  // A callback hook: it runs after every request, and most need no promise.
  app.addHook("onResponse", (request, _reply, done) => {
    if (!mayChangeVideoStates(request)) return done();
    deps.sessions.currentUser(request).then(
      (user) => {
        if (user) userStates.forget(user.id);
        done();
      },
      () => done(),
    );
  });
  const browse = createBrowseService(catalog, userStates);
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

  registerContinueWatchingRoutes(app, deps, catalog);
  registerHiddenVideosRoutes(app, deps, catalog);
  return browse;
}
