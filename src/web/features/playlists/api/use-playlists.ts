import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addPlaylistVideoResponseSchema,
  createPlaylistResponseSchema,
  type PlaylistsResponse,
  playlistsResponseSchema,
  playlistsRoutes,
  type UpdatePlaylistRequest,
} from "../../../../shared/contracts/playlists";
import { apiRequest, apiSend } from "../../../lib/api";
import { PLAYLISTS_QUERY_ROOT, playlistQueryKey } from "./playlist-query";

/** The key of the user's playlists (with `videoId`: which of them hold that video). */
export function playlistsQueryKey(userId: string, videoId = "") {
  return [PLAYLISTS_QUERY_ROOT, userId, "list", videoId] as const;
}

/** GET /api/user/playlists: "Watch later" first; with `videoId`, `hasVideo` on each. */
export function usePlaylists(userId: string, videoId?: string) {
  const query = videoId ? `?videoId=${encodeURIComponent(videoId)}` : "";
  return useQuery({
    queryKey: playlistsQueryKey(userId, videoId),
    queryFn: ({ signal }): Promise<PlaylistsResponse> =>
      apiRequest(`${playlistsRoutes.playlists}${query}`, playlistsResponseSchema, { signal }),
  });
}

/** Every list and playlist is asked again after a change (they are small). */
function useRefreshPlaylists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [PLAYLISTS_QUERY_ROOT] });
}

/** POST /api/user/playlists, then (when given) adds the video to the new playlist. */
export function useCreatePlaylist() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: async ({ name, videoId }: { name: string; videoId?: string }) => {
      const { id } = await apiRequest(playlistsRoutes.playlists, createPlaylistResponseSchema, {
        method: "POST",
        body: { name },
      });
      if (videoId)
        await apiRequest(playlistsRoutes.addVideo(id), addPlaylistVideoResponseSchema, {
          method: "POST",
          body: { videoId },
        });
      return id;
    },
    onSettled: refresh,
  });
}

/** Adds the video to a playlist or takes it out (the dialog's checkboxes, the page's Remove). */
export function useTogglePlaylistVideo() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: ({ id, videoId, add }: { id: string; videoId: string; add: boolean }) =>
      add
        ? apiSend(playlistsRoutes.addVideo(id), { method: "POST", body: { videoId } })
        : apiSend(playlistsRoutes.removeVideo(id, videoId), { method: "POST" }),
    onSettled: refresh,
  });
}

/**
 * POST /api/user/playlists/{id}/update: a new name or order. The order shows at once (the cached
 * playlist is rearranged before the call), and comes back from the server after it.
 */
export function useUpdatePlaylist(userId: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: (change: UpdatePlaylistRequest) =>
      apiSend(playlistsRoutes.update(id), { method: "POST", body: change }),
    onMutate: async (change) => {
      if (!change.videoIds) return;
      const key = playlistQueryKey(userId, id);
      await queryClient.cancelQueries({ queryKey: key });
      const order = change.videoIds;
      queryClient.setQueryData<{ videos: { id: string }[] }>(
        key,
        (data) =>
          data && {
            ...data,
            videos: order.map((videoId) => data.videos.find((v) => v.id === videoId)!).filter(Boolean),
          },
      );
    },
    onSettled: refresh,
  });
}

/** POST /api/user/playlists/{id}/delete. */
export function useDeletePlaylist() {
  const refresh = useRefreshPlaylists();
  return useMutation({
    mutationFn: (id: string) => apiSend(playlistsRoutes.delete(id), { method: "POST" }),
    onSuccess: refresh,
  });
}
