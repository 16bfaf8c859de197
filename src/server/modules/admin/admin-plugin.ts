import type { FastifyInstance } from "fastify";
import { ADMIN_API_PREFIX } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { registerAuditAdminRoutes } from "../audit/audit-admin-routes";
import { registerCatalogAdminRoutes } from "../catalog/catalog-admin-routes";
import { registerNotificationsAdminRoutes } from "../notifications/notifications-admin-routes";
import { registerUserAdminRoutes } from "../user/user-admin-routes";
import { rememberAdmin } from "./admin-context";

/** A module's admin routes, registered with paths relative to the prefix (adminPath). */
export type AdminRoutes = (admin: FastifyInstance, deps: AppDeps) => Promise<void>;

/** Every module's admin calls. A new module adds its registration here, and nowhere else. */
const MODULE_ADMIN_ROUTES: AdminRoutes[] = [
  registerUserAdminRoutes,
  registerAuditAdminRoutes,
  registerCatalogAdminRoutes,
  registerNotificationsAdminRoutes,
];

/**
 * The one admin gate: an encapsulated plugin under /api/admin whose onRequest hook lets only
 * admins through (401 for visitors without a registered session, 403 for everyone else, as
 * `{error, code}`), before the body is read, validated or handled. Every route under the prefix
 * is registered inside it. Register it after @fastify/cookie (its onRequest hook parses the
 * cookies this one reads: hooks run in the order they were added).
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  routes: AdminRoutes[] = MODULE_ADMIN_ROUTES,
): Promise<void> {
  await app.register(
    async (admin) => {
      admin.addHook("onRequest", async (request) => {
        rememberAdmin(request, await deps.sessions.requireAdmin(request));
      });
      for (const register of routes) await register(admin, deps);
    },
    { prefix: ADMIN_API_PREFIX },
  );
}
