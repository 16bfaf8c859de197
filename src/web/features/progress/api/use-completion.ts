import { useQuery } from "@tanstack/react-query";
import { completionResponseSchema, completionRoutes } from "../../../../shared/contracts/completion";
import { apiRequest } from "../../../lib/api";

/**
 * The summary's Completion (GET /api/user/completion). The key starts like every progress query
 * ("progress", user id), so that invalidateProgress refetches it and signing in starts afresh.
 */
export function useCompletion(userId: string) {
  return useQuery({
    queryKey: ["progress", userId, "completion"] as const,
    queryFn: ({ signal }) => apiRequest(completionRoutes.completion, completionResponseSchema, { signal }),
    // Videos may have been watched in another tab: fresh figures whenever the page opens.
    staleTime: 0,
  });
}
