// The feature's public entry: what other features may use (docs/architecture.md "Boundaries").
// Light and zod-free: the watch page's first screen imports it; the dialog is a chunk of its own.
import type { QueryClient } from "@tanstack/react-query";
import { lazy } from "react";
import type { Video } from "../../../shared/contracts/video";

export { playlistWatchPath, usePlaylist } from "./api/playlist-query";

/** The "Add to playlist" dialog, loaded on first use (render it inside a Suspense). */
export const AddToPlaylistDialog = lazy(() => import("./add-to-playlist-dialog"));

/** "Add to playlist" from a browse card's menu (add-from-card.tsx), loaded on the first click. */
export function addToPlaylistFromCard(queryClient: QueryClient, video: Pick<Video, "id" | "title">) {
  return import("./add-from-card").then((m) => m.addToPlaylistFromCard(queryClient, video));
}
