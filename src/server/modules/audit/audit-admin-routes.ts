import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminRoutes, auditResponseSchema } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { adminPath } from "../admin/index";
import { auditAnswer } from "./audit-answer";

/** The audit's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerAuditAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(adminPath(adminRoutes.audit), { schema: { response: { 200: auditResponseSchema } } }, async () =>
    auditAnswer(deps.db),
  );
}
