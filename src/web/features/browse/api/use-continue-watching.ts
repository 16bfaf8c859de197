import { useQuery } from "@tanstack/react-query";
import {
  continueWatchingResponseSchema,
  continueWatchingRoutes,
} from "../../../../shared/contracts/continue-watching";
import { apiRequest } from "../../../lib/api";
import { browseQueryKey } from "../browse-queries";

/**
 * GET /api/user/continue-watching for the browse page's row. Not part of the first screen (the row
 * loads after it), so it parses with the contract's schema. Under the browse key, so the error
 * screen's reset and the watch page's "watched data is stale" (markWatchDataStale) reach it; the
 * user's id is in the key (signing in shows that user's row); staleTime 0: coming back from the
 * watch page fetches it again, while the cached row shows at once.
 */
export function useContinueWatching(userId: string) {
  return useQuery({
    queryKey: [...browseQueryKey, "continue-watching", userId],
    queryFn: ({ signal }) =>
      apiRequest(continueWatchingRoutes.list, continueWatchingResponseSchema, { signal }),
    staleTime: 0,
  });
}
