import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminUsersResponseSchema } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { listRegisteredUsers } from "./admin-user-repository";

export async function registerAdminUserRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/admin/user", { schema: { response: { 200: adminUsersResponseSchema } } }, async (request) => {
    await deps.sessions.requireAdmin(request);
    return { users: await listRegisteredUsers(deps.db) };
  });
}
