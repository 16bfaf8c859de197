import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminRejectClaimRequestSchema,
  adminUserActionResponseSchema,
  adminUserEmailRequestSchema,
  adminUsersResponseSchema,
  adminUserUpdateRequestSchema,
  USER_ADMIN_TEXTS,
  userAdminRoutes,
} from "../../../shared/contracts/user-admin";
import type { AppDeps } from "../../app-deps";
import { asDownload } from "../../http/download";
import { adminCaller, adminPath } from "../admin/index";
import { createUserAdminService } from "./user-admin-service";

/** The user module's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerUserAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  const users = createUserAdminService({ ...deps, log: admin.log });

  r.get(
    adminPath(userAdminRoutes.list),
    { schema: { response: { 200: adminUsersResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { users: await users.list() };
    },
  );

  r.get(adminPath(userAdminRoutes.exportCsv), async (_request, reply) => {
    const csv = await users.exportCsv();
    return asDownload(reply, "users.csv", "csv").send(csv);
  });

  r.post(
    adminPath(userAdminRoutes.update),
    { schema: { body: adminUserUpdateRequestSchema, response: { 200: adminUserActionResponseSchema } } },
    async (request) => ({
      message: USER_ADMIN_TEXTS.updated,
      user: await users.update(adminCaller(request), request.body),
    }),
  );

  // The actions on one user named by email, each answering its sentence (docs/admin.md "Users").
  const byEmail = [
    [userAdminRoutes.delete, users.remove, USER_ADMIN_TEXTS.deleted],
    [userAdminRoutes.sendStatusEmail, users.sendStatusEmail, USER_ADMIN_TEXTS.emailSent],
  ] as const;
  for (const [path, act, message] of byEmail)
    r.post(
      adminPath(path),
      { schema: { body: adminUserEmailRequestSchema, response: { 200: adminUserActionResponseSchema } } },
      async (request) => {
        await act(adminCaller(request), request.body.email);
        return { message };
      },
    );

  r.post(
    adminPath(userAdminRoutes.rejectClaim),
    { schema: { body: adminRejectClaimRequestSchema, response: { 200: adminUserActionResponseSchema } } },
    async (request) => {
      const { email, reason } = request.body;
      const { mailed } = await users.rejectClaim(adminCaller(request), email, reason);
      return { message: mailed ? USER_ADMIN_TEXTS.claimRejected : USER_ADMIN_TEXTS.claimRejectedNotMailed };
    },
  );
}
