import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { BrowseVideosResponse } from "../../../../shared/contracts/browse";
import { hiddenVideosRoutes } from "../../../../shared/contracts/hidden-videos-values";
import type { Video } from "../../../../shared/contracts/video";
import { apiSend } from "../../../lib/api";
import { browseQueryKey } from "../../../lib/query-keys";

/** The key of GET /api/user/hidden-videos (the progress page's list), refreshed by every change here. */
export const hiddenVideosQueryKey = ["hidden-videos"] as const;

/**
 * Takes the video out of every cached grid and row of browse at once (the card leaves before the
 * server answers); the refresh that follows the call brings the counts.
 */
function dropFromBrowse(queryClient: QueryClient, videoId: string): void {
  const without = (videos: Video[]) => videos.filter((video) => video.id !== videoId);
  queryClient.setQueriesData<InfiniteData<BrowseVideosResponse>>(
    { queryKey: [...browseQueryKey, "videos"] },
    (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, videos: without(page.videos) })) },
  );
  queryClient.setQueriesData<{ videos: Video[] }>(
    { queryKey: [...browseQueryKey, "continue-watching"] },
    (data) => data && { ...data, videos: without(data.videos) },
  );
}

/** Browse (lists, statistics, continue watching) and the hidden list are asked again. */
function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: browseQueryKey }),
    queryClient.invalidateQueries({ queryKey: hiddenVideosQueryKey }),
  ]);
}

/**
 * POST /api/video/{id}/hide: the card leaves browse at once; the grids and counts are asked again
 * once the server has it (asked before, they could still hold the video). The answer is not used,
 * so no schema (and no zod) comes with it: the browse cards' menu is on the first screen.
 */
export async function hideVideo(queryClient: QueryClient, videoId: string): Promise<void> {
  await queryClient.cancelQueries({ queryKey: browseQueryKey });
  dropFromBrowse(queryClient, videoId);
  try {
    await apiSend(hiddenVideosRoutes.hide(videoId), { method: "POST" });
  } finally {
    // On failure too: the refresh brings the card back.
    await refreshAfterChange(queryClient);
  }
}

/** POST /api/video/{id}/unhide: the video is back in browse at its place once the grids refresh. */
export async function unhideVideo(queryClient: QueryClient, videoId: string): Promise<void> {
  try {
    await apiSend(hiddenVideosRoutes.unhide(videoId), { method: "POST" });
  } finally {
    await refreshAfterChange(queryClient);
  }
}

/** `hideVideo` as a mutation (the watch page): its pending state and error are the button's. */
export function useHideVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (videoId: string) => hideVideo(queryClient, videoId) });
}

/** `unhideVideo` as a mutation ("Undo", "Show again"). */
export function useUnhideVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (videoId: string) => unhideVideo(queryClient, videoId) });
}
