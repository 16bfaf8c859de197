import {
  accountRoutes,
  accountUpdateRequestSchema,
  goalRequestSchema,
} from "../../../shared/contracts/account";
import { userSchema } from "../../../shared/contracts/user";
import { defineCallerRoutes, todayTotalMs, toUser, type UserRow } from "../user/index";
import { accountChanges } from "./account-changes";
import { updateAccount } from "./account-repository";

/** Account settings (registered users) and goals (every visitor). Both answer the updated user. */
export const registerAccountRoutes = defineCallerRoutes((r, { db }) => {
  const userResponse = async (row: UserRow) => toUser(row, await todayTotalMs(db, row));

  r.post(
    accountRoutes.update,
    {
      schema: { body: accountUpdateRequestSchema, response: { 200: userSchema } },
      // Its guard answers before the body is read: a visitor gets 401 whatever the body holds.
      config: { access: "registered" },
    },
    async (user, request) => {
      return userResponse(await updateAccount(db, user.id, accountChanges(user, request.body)));
    },
  );

  r.post(
    accountRoutes.goal,
    {
      schema: { body: goalRequestSchema, response: { 200: userSchema } },
      config: { access: "session" },
    },
    async (user, request) => {
      const { dailyGoalMinutes, finalGoalMinutes, finalGoalDate } = request.body;
      const row = await updateAccount(db, user.id, {
        daily_goal_minutes: dailyGoalMinutes,
        final_goal_minutes: finalGoalMinutes,
        final_goal_date: new Date(finalGoalDate),
      });
      return userResponse(row);
    },
  );
});
