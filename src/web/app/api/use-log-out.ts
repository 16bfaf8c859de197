import { useMutation } from "@tanstack/react-query";
import { userRoutes } from "../../../shared/contracts/user-values";
import { apiSend } from "../../lib/api";

/**
 * GET /api/user/logout (the shell's user menu, so zod-free: the answer is not used). Whatever the
 * call's outcome, `onSettled` reloads the user: a failed log-out shows whoever the server still
 * holds, rather than a signed-out page that is not.
 */
export function useLogOut(onSettled: () => Promise<void> | void) {
  return useMutation({
    mutationFn: () => apiSend(userRoutes.logout),
    onError: (err) => console.error("Log out failed", err),
    onSettled,
  });
}
