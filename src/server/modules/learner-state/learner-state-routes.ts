import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { registerContinueWatchingRoutes } from "./continue-watching-routes";
import { registerHiddenVideosRoutes } from "./hidden-videos-routes";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Calls that may change the caller's video states: every write, and GET mark-as-watched. */
function mayChangeVideoStates(request: FastifyRequest): boolean {
  // The route's pattern (no query string to cut off); undefined when no route matched.
  return (
    !SAFE_METHODS.has(request.method) || (request.routeOptions.url?.endsWith("/mark-as-watched") ?? false)
  );
}
/**
 * The learner's own state of the catalog's videos: continue watching and hidden videos, and the
 * cache of video states browse reads (deps.userStates), which this instance keeps in step.
 */
export function registerLearnerStateRoutes(app: FastifyInstance, deps: AppDeps): void {
  // A learner's own writes through this instance show in their next browse call at once.
  // A callback hook: it runs after every request, and most need no promise.
  app.addHook("onResponse", (request, _reply, done) => {
    if (!mayChangeVideoStates(request)) return done();
    deps.sessions.currentUser(request).then(
      (user) => {
        if (user) deps.userStates.forget(user.id);
        done();
      },
      () => done(),
    );
  });
  registerContinueWatchingRoutes(app, deps);
  registerHiddenVideosRoutes(app, deps);
}
