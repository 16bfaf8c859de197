import type { RouteOptions } from "fastify";
import type { AppError } from "../lib/app-error";

/**
 * Who may call a route: the route's marker `config: { access }`, read by the guard that enforces
 * it (modules/user/route-guard.ts; the admin gate sets `"admin"` on every route under its prefix)
 * and by the OpenAPI document (plugins/openapi.ts), so what the reference says is what the server
 * does. A route without the marker has no guard: anyone may call it, and its own rules (a video's
 * access rule, a signed link) decide the rest.
 * - `anyone`: with or without a session;
 * - `session`: any visitor with a session, anonymous ones too (no session: 401);
 * - `registered`: registered learners (no session or an anonymous one: 401, or the route's
 *   `anonymousRefusal`);
 * - `admin`: admins (no registered session: 401; other learners: 403).
 */
export type RouteAccess = "anyone" | "session" | "registered" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A `registered` route's own refusal of an anonymous visitor with a session (status and sentence). */
    anonymousRefusal?: () => AppError;
  }
}

/** What the reference says of each level (plugins/openapi.ts adds it to the call's description). */
export const ACCESS_SENTENCES: Record<RouteAccess, string> = {
  anyone: "Anyone may call it, with or without a session.",
  session: "Any visitor with a session, anonymous visitors too (no session: 401).",
  registered:
    "Registered learners only: anonymous visitors and callers without a session are refused (401 or 403).",
  admin: "Admins only (no session: 401; others: 403).",
};

/** The route's access marker; no marker is `anyone`. */
export function accessOf(route: Pick<RouteOptions, "config">): RouteAccess {
  return (route.config as { access?: RouteAccess } | undefined)?.access ?? "anyone";
}
