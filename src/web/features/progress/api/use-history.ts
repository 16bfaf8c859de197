import { useInfiniteQuery } from "@tanstack/react-query";
import { historyResponseSchema, historyRoutes } from "../../../../shared/contracts/history";
import { apiRequest } from "../../../lib/api";

/**
 * GET /api/user/history, page by page from 1. The key starts with the progress queries' root
 * ("progress", progress-queries.ts), so adding or deleting an entry refreshes it too.
 */
export function useHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: ["progress", userId, "history"] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${historyRoutes.history}?page=${pageParam}`, historyResponseSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    // Input grows while videos play elsewhere: the card shows fresh days whenever it opens.
    staleTime: 0,
  });
}
