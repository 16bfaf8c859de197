import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { completionResponseSchema, completionRoutes } from "../../../shared/contracts/completion";
import type { AppDeps } from "../../app-deps";
import { userCompletion } from "../learner-state/index";

/** GET /api/user/completion: the summary's "Completion" (docs/progress.md), from the catalog in memory. */
export async function registerCompletionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const { catalog } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    completionRoutes.completion,
    { schema: { response: { 200: completionResponseSchema } }, config: { access: "session" } },
    async (request) => {
      const user = sessions.caller(request);
      return userCompletion(catalog, db, user.id);
    },
  );
}
