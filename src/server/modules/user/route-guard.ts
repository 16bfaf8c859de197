import type { FastifyInstance, onRequestHookHandler, RouteOptions } from "fastify";
import { accessOf } from "../../http/route-access";
import type { Sessions } from "./session";

/**
 * The guard of every route marked `config: { access }` (http/route-access.ts): an `onRequest`
 * hook of the route, so who may ask is settled before the body is read or validated. Route hooks
 * run after the app's, so the cookies are parsed and a bearer token has named its learner
 * (tokens/bearer-auth.ts) by then. Handlers take the admitted caller from `callerRoutes` (caller-routes.ts).
 * Add it before the routes: it sees the routes registered after it.
 */
export function registerRouteGuard(app: FastifyInstance, sessions: Sessions): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const access = accessOf(route);
    if (access === "anyone") return;
    const refusal = route.config?.anonymousRefusal;
    const guard: onRequestHookHandler = async (request) => sessions.admit(request, access, refusal);
    const own = route.onRequest;
    route.onRequest = own === undefined ? [guard] : [...(Array.isArray(own) ? own : [own]), guard];
  });
}
