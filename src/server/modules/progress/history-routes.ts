import { historyQuerySchema, historyResponseSchema, historyRoutes } from "../../../shared/contracts/history";
import { OWN_DATA_READ } from "../../http/route-access";
import { defineCallerRoutes } from "../user/index";
import { buildHistory } from "./history-service";

/** The History card's call: what the learner watched and logged, day by day (docs/progress.md). */
export const registerHistoryRoutes = defineCallerRoutes((r, { db }) => {
  r.get(
    historyRoutes.history,
    // A personal access token with the read scope may call it too (modules/tokens).
    {
      schema: { querystring: historyQuerySchema, response: { 200: historyResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => buildHistory(db, user, request.query.page),
  );
});
