import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { feedbackRequestSchema, feedbackRoutes } from "../../../shared/contracts/feedback";
import { okResponseSchema } from "../../../shared/contracts/user";
import type { AppDeps } from "../../app-deps";
import { saveFeedback } from "./feedback-repository";

/** The beta feedback form: anyone may send it; a session only adds who sent it. */
export async function registerFeedbackRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    feedbackRoutes.submit,
    { schema: { body: feedbackRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const user = await deps.sessions.currentUser(request);
      await saveFeedback(deps.db, user?.id ?? null, request.body);
      return { ok: true as const };
    },
  );
}
