import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { User } from "../../../shared/contracts/user";
import type { VideoResponse } from "../../../shared/contracts/video";
import { videoRoutes } from "../../../shared/contracts/video-values";
import { hasPremiumAccess } from "../../../shared/domain/roles";
import { userQueryKey } from "../../app/user-query";
import { apiRequestFirstScreen } from "../../lib/api";
import { videoQueryKey } from "../../lib/query-keys";

/** The contract's schema, loaded only where answers are parsed (under tests): see apiRequestFirstScreen. */
const loadVideoResponseSchema = () =>
  import("../../../shared/contracts/video").then((m) => m.videoResponseSchema);

/**
 * GET /api/video/{id} with "More videos like this". The answer depends on who asks (position,
 * premium URLs), so the user's id and access are part of the key: signing in loads it again.
 */
export function useVideoQuery(videoId: string, user: Pick<User, "id" | "premium" | "roles">) {
  return useQuery({
    queryKey: videoQueryKey(videoId, user.id, hasPremiumAccess(user)),
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<VideoResponse>(videoRoutes.video(videoId), loadVideoResponseSchema, { signal }),
    // While it loads again for a newly signed-in user, the same video stays on screen and playing.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === videoId ? previous : undefined,
  });
}

/**
 * Marks every query but the user stale: what was watched changes the browse grid's watched
 * overlays and the playlists, whatever keys those pages use.
 */
export function markWatchDataStale(queryClient: QueryClient, refetchActive = false): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== userQueryKey[0],
    refetchType: refetchActive ? "active" : "none",
  });
}
