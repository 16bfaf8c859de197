import type { FastifyInstance } from "fastify";
import { ADMIN_API_PREFIX } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { rememberAdmin } from "./admin-context";

/** A module's admin routes, registered with paths relative to the prefix (adminPath). */
export type AdminRoutes = (admin: FastifyInstance, deps: AppDeps) => Promise<void>;

/**
 * The one admin gate: an encapsulated plugin under /api/admin whose onRequest hook lets only
 * admins through (401 for visitors without a registered session, 403 for everyone else, as
 * `{error, code}`), before the body is read, validated or handled. Every route under the prefix
 * is registered inside it, and marked admin-only for the OpenAPI document. Register it after @fastify/cookie (its onRequest hook parses the
 * cookies this one reads: hooks run in the order they were added).
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  /** Every module's admin calls (app.ts names them: the gate depends on no module). */
  routes: AdminRoutes[],
): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook("onRequest", async (request) => {
        rememberAdmin(request, await deps.sessions.requireAdmin(request));
      });
      // The gate says what it enforces: every route under it is marked admin-only, which the
      // OpenAPI document shows (http/route-access.ts). A route of its own marker would be a
      // second statement of who may call it, so it is refused.
      admin.addHook("onRoute", (route) => {
        if (route.config?.access !== undefined)
          throw new Error(`${route.url}: a route inside the admin gate takes its access from the gate.`);
        route.config = { ...route.config, access: "admin" };
      });
      for (const register of routes) await register(admin, deps);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
