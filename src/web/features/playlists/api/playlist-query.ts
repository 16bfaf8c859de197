// What the playlists' pages, the "Add to playlist" dialog and the watch page share: the query of
// one playlist, how a playlist's figures are written and the address of playing along it. One
// module, so that the route table's list of what each page needs stays short (the first screen's
// script budget, docs/web-performance.md "Targets").
import { useQuery } from "@tanstack/react-query";
import type { PlaylistResponse } from "../../../../shared/contracts/playlists";
import { playlistsRoutes } from "../../../../shared/contracts/playlists-values";
import { countOf } from "../../../../shared/domain/counts";
import { formatDuration } from "../../../../shared/domain/time-format";
import { apiRequestFirstScreen } from "../../../lib/api";

/** Every playlist query starts with this; every playlist change invalidates it. */
export const PLAYLISTS_QUERY_ROOT = "playlists";

/** The key of one playlist for one user (signing in shows that user's lists). */
export function playlistQueryKey(userId: string, id: string) {
  return [PLAYLISTS_QUERY_ROOT, userId, "one", id] as const;
}

/**
 * GET /api/user/playlists/{id}: the playlist and its videos in order. Zod-free (the schema loads
 * only under tests, docs/architecture.md "Adding a call"): the watch page reads it for autoplay
 * along the playlist, and the browse cards' menu reaches this feature's entry.
 */
export function usePlaylist(userId: string, id: string | null) {
  return useQuery({
    queryKey: playlistQueryKey(userId, id ?? ""),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<PlaylistResponse>(
        playlistsRoutes.playlist(id ?? ""),
        () => import("../../../../shared/contracts/playlists").then((m) => m.playlistResponseSchema),
        { signal },
      ),
  });
}

/** "1 video", "12 videos". */
export function videoCountOf(count: number): string {
  return countOf(count, "video");
}

/** A playlist's line under its name: "3 videos · 25 min" (the one duration formatter). */
export function playlistFiguresOf(playlist: { videos: number; totalSeconds: number }): string {
  return playlist.videos === 0
    ? videoCountOf(0)
    : `${videoCountOf(playlist.videos)} · ${formatDuration(playlist.totalSeconds)}`;
}

/** The watch page's address of a video played along a playlist (autoplay follows the playlist). */
export function playlistWatchPath(videoId: string, playlistId: string): string {
  return `/watch/${encodeURIComponent(videoId)}?playlist=${encodeURIComponent(playlistId)}`;
}
