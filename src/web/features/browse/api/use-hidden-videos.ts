import { useQuery } from "@tanstack/react-query";
import { hiddenVideosResponseSchema, hiddenVideosRoutes } from "../../../../shared/contracts/hidden-videos";
import { apiRequest } from "../../../lib/api";
import { hiddenVideosQueryKey } from "./use-hide-video";

/**
 * GET /api/user/hidden-videos for the "Hidden videos" list of /progress#history. The user's id is in
 * the key (signing in shows that user's list); every hide and unhide refreshes it.
 */
export function useHiddenVideos(userId: string) {
  return useQuery({
    queryKey: [...hiddenVideosQueryKey, userId],
    queryFn: ({ signal }) => apiRequest(hiddenVideosRoutes.list, hiddenVideosResponseSchema, { signal }),
  });
}
