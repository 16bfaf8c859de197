import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminRoutes, adminUsersResponseSchema } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { adminPath } from "../admin/admin-context";
import { listRegisteredUsers } from "./user-admin-repository";

/** The user module's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerUserAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  r.get(
    adminPath(adminRoutes.users),
    { schema: { response: { 200: adminUsersResponseSchema } } },
    async () => ({
      users: await listRegisteredUsers(deps.db),
    }),
  );
}
