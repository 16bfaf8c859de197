import { useQuery } from "@tanstack/react-query";
import type { ContinueWatchingResponse } from "../../../../shared/contracts/continue-watching";
import { continueWatchingRoutes } from "../../../../shared/contracts/continue-watching-values";
import { apiRequestFirstScreen } from "../../../lib/api";
import { browseQueryKey } from "../../../lib/query-keys";

// The contract's schema, loaded only where answers are parsed (under tests): the row is on
// /browse's first screen, whose script carries no zod (apiRequestFirstScreen).
const loadSchema = () =>
  import("../../../../shared/contracts/continue-watching").then((m) => m.continueWatchingResponseSchema);

/**
 * GET /api/user/continue-watching for the browse page's row. Under the browse key, so the error
 * screen's reset and the watch page's "watched data is stale" (markWatchDataStale) reach it; the
 * user's id is in the key (signing in shows that user's row); staleTime 0: coming back from the
 * watch page fetches it again, while the cached row shows at once.
 */
export function useContinueWatching(userId: string) {
  return useQuery({
    queryKey: [...browseQueryKey, "continue-watching", userId],
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<ContinueWatchingResponse>(continueWatchingRoutes.list, loadSchema, { signal }),
    staleTime: 0,
  });
}
