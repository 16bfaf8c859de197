import type { QueryClient } from "@tanstack/react-query";
import type { Video } from "../../../shared/contracts/video";
import { hideVideo } from "./api/use-hide-video";
import { setHiddenNotice, updateHiddenNotice } from "./hidden-video-notice-store";

/**
 * "Hide this video" of a card's menu: the notice first, then the call (the card leaves the grid
 * before it answers). Loaded on the first click, with the notice (the first screen's script budget: docs/web-performance.md "Targets").
 */
export async function hideFromCard(
  queryClient: QueryClient,
  video: Pick<Video, "id" | "title">,
): Promise<void> {
  setHiddenNotice({ videoId: video.id, title: video.title, state: "hidden" });
  try {
    await hideVideo(queryClient, video.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : "Please try again.";
    updateHiddenNotice(video.id, { state: "hide-failed", error: message });
  }
}
