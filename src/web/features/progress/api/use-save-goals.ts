import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "../../../../shared/contracts/account";
import { userSchema } from "../../../../shared/contracts/user";
import type { Goals } from "../../../../shared/domain/goals";
import { userQueryKey } from "../../../app/user-query";
import { apiRequest } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { invalidateProgress } from "../progress-queries";

/** POST /api/user/goal with all three goals; the answer is the updated user. */
export function useSaveGoals() {
  return useMutation({
    mutationFn: (goals: Goals) =>
      apiRequest(accountRoutes.goal, userSchema, {
        body: {
          dailyGoalMinutes: goals.dailyGoalMinutes,
          finalGoalMinutes: goals.finalGoalMinutes,
          finalGoalDate: new Date(goals.finalGoalDate).toISOString(),
        },
      }),
    onSuccess: (saved) => {
      // The answer is the reloaded user: the top bar's donut shows the new goal at once.
      queryClient.setQueryData(userQueryKey, saved);
      void invalidateProgress();
    },
  });
}
