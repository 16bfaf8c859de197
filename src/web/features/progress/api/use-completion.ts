import { useQuery } from "@tanstack/react-query";
import { completionRoutes } from "../../../../shared/contracts/completion-values";
import { apiRequestFirstScreen } from "../../../lib/api";

// On the summary, the page's first screen: parsed only under tests (lib/api.ts, decision 017).
const loadCompletionSchema = () =>
  import("../../../../shared/contracts/completion").then((m) => m.completionResponseSchema);

/**
 * The summary's Completion (GET /api/user/completion). The key starts like every progress query
 * ("progress", user id), so that invalidateProgress refetches it and signing in starts afresh.
 */
export function useCompletion(userId: string) {
  return useQuery({
    queryKey: ["progress", userId, "completion"] as const,
    queryFn: ({ signal }) =>
      apiRequestFirstScreen(completionRoutes.completion, loadCompletionSchema, { signal }),
    // Videos may have been watched in another tab: fresh figures whenever the page opens.
    staleTime: 0,
  });
}
