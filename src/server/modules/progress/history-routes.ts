import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { historyQuerySchema, historyResponseSchema, historyRoutes } from "../../../shared/contracts/history";
import type { AppDeps } from "../../app-deps";
import { buildHistory } from "./history-service";

/** The History card's call: what the learner watched and logged, day by day (docs/progress.md). */
export async function registerHistoryRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, sessions } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    historyRoutes.history,
    // A personal access token with the read scope may call it too (modules/tokens).
    {
      schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } },
      config: { access: "session", token: "read" },
    },
    async (request) => {
      const user = sessions.caller(request);
      return buildHistory(db, user, request.query.page);
    },
  );
}
