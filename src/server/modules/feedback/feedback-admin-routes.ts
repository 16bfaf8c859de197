import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  feedbackAdminRoutes,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  feedbackMarkRequestSchema,
  feedbackMarkResponseSchema,
  feedbackUnhandledCountResponseSchema,
} from "../../../shared/contracts/feedback-admin";
import type { AppDeps } from "../../app-deps";
import { asDownload } from "../../http/download";
import { adminCaller, adminPath } from "../admin/index";
import { createFeedbackAdminService } from "./feedback-admin-service";

/** The feedback module's admin calls; registered inside the admin gate (admin/admin-plugin.ts). */
export async function registerFeedbackAdminRoutes(admin: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = admin.withTypeProvider<ZodTypeProvider>();
  const feedback = createFeedbackAdminService(deps.db);

  r.get(
    adminPath(feedbackAdminRoutes.list),
    { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return feedback.list(request.query);
    },
  );

  r.get(
    adminPath(feedbackAdminRoutes.unhandledCount),
    { schema: { response: { 200: feedbackUnhandledCountResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return feedback.unhandledCount();
    },
  );

  r.get(adminPath(feedbackAdminRoutes.exportCsv), async (_request, reply) =>
    asDownload(reply, "feedback.csv", "csv").send(await feedback.exportCsv()),
  );

  r.post(
    adminPath(feedbackAdminRoutes.handled),
    { schema: { body: feedbackMarkRequestSchema, response: { 200: feedbackMarkResponseSchema } } },
    async (request) => feedback.mark(adminCaller(request), request.body),
  );
}
