import { useMutation } from "@tanstack/react-query";
import { accountRoutes } from "../../../../shared/contracts/account";
import type { User } from "../../../../shared/contracts/user";
import { invalidateUser } from "../../../app/user-query";
import { apiSend } from "../../../lib/api";
import { refreshNotifications } from "../../notifications/index";

/**
 * POST /api/user/update with the whole user object (docs/api.md). The answer is not read: on
 * success the user is reloaded (docs/screens.md), and the mutation settles once the new user is in.
 */
export function useUpdateAccount() {
  return useMutation({
    mutationFn: (body: User) => apiSend(accountRoutes.update, { body }),
    // A setting turned on may make a notification at the next read.
    onSuccess: () => Promise.all([invalidateUser(), refreshNotifications()]),
  });
}
