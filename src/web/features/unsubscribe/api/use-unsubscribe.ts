import { useMutation, useQuery } from "@tanstack/react-query";
import { unsubscribeAnswerSchema, unsubscribeRoutes } from "../../../../shared/contracts/unsubscribe";
import { invalidateUser } from "../../../app/user-query";
import { apiRequest } from "../../../lib/api";

const pathOf = (token: string) => `${unsubscribeRoutes.unsubscribe}?token=${encodeURIComponent(token)}`;

/** GET /api/unsubscribe: what the link turns off; it changes nothing (link scanners open links). */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ["unsubscribe", token],
    queryFn: () => apiRequest(pathOf(token), unsubscribeAnswerSchema),
    enabled: token !== "",
    retry: false,
  });
}

/** POST /api/unsubscribe: turns the email off; the account page then shows the setting off. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => apiRequest(pathOf(token), unsubscribeAnswerSchema, { method: "POST", body: {} }),
    onSuccess: () => invalidateUser(),
  });
}
