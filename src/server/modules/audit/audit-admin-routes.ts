import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AUDIT_ENTRIES_SHOWN, adminRoutes, auditResponseSchema } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { adminPath } from "../admin/admin-context";
import { listRecentAudit } from "./audit-repository";

/** The audit's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerAuditAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(adminPath(adminRoutes.audit), { schema: { response: { 200: auditResponseSchema } } }, async () => ({
    entries: await listRecentAudit(deps.db, AUDIT_ENTRIES_SHOWN),
  }));
}
