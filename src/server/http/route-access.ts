import type { RouteOptions } from "fastify";
import type { ApiTokenScope } from "../../shared/contracts/api-tokens";
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

/** Both markers of a call tokens may make: its guard's `access` and its token scope. */
type AccessMarkers = { access: RouteAccess; token: ApiTokenScope };

/**
 * The markers of a call on the caller's own data (progress, journal, playlists, words, inbox)
 * that personal access tokens may read: any visitor with a session, anonymous ones too (no
 * session: 401), or a token of either scope, for the token's learner (a session cookie sent with
 * it is not read; a bad token: 401).
 */
export const OWN_DATA_READ = { access: "session", token: "read" } as const satisfies AccessMarkers;

/**
 * The markers of a call that changes the caller's own data: any visitor with a session, anonymous
 * ones too (no session: 401), or a token with the write scope, for the token's learner (a
 * read-only token: 403; a session cookie sent with a token is not read; a bad token: 401).
 */
export const OWN_DATA_WRITE = { access: "session", token: "write" } as const satisfies AccessMarkers;

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
