import { useMutation } from "@tanstack/react-query";
import { deleteAccountResponseSchema, userRoutes } from "../../../../shared/contracts/user";
import { apiRequest } from "../../../lib/api";

/**
 * POST /api/user/delete with the account's email as the confirmation (docs/product-rules.md
 * "Deleting an account"). The server ends the session; the caller reloads the user after.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest(userRoutes.deleteAccount, deleteAccountResponseSchema, { body: { email } }),
  });
}
