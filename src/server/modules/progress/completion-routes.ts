import { completionResponseSchema, completionRoutes } from "../../../shared/contracts/completion";
import { userCompletion } from "../learner-state/index";
import { defineCallerRoutes } from "../user/index";

/** GET /api/user/completion: the summary's "Completion" (docs/progress.md), from the catalog in memory. */
export const registerCompletionRoutes = defineCallerRoutes((r, { db, catalog }) => {
  r.get(
    completionRoutes.completion,
    { schema: { response: { 200: completionResponseSchema } }, config: { access: "session" } },
    async (user) => userCompletion(catalog, db, user.id),
  );
});
