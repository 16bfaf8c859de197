import { useMutation, useQueryClient } from "@tanstack/react-query";
import { videoRoutes } from "../../../../shared/contracts/video-values";
import { apiSend } from "../../../lib/api";
import { downloadAndSave } from "../download-file";
import { markWatchDataStale } from "../video-query";

/**
 * GET /api/video/{id}/mark-as-watched. The answer is not used, so no schema (and no zod) comes
 * with it: the toolbar is on the watch page's first screen. The button shows "Watched" as soon as
 * the call succeeds; the watched marks of this page and of browse refetch behind it.
 */
export function useMarkAsWatched(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend(videoRoutes.markAsWatched(videoId)),
    onSuccess: () => void markWatchDataStale(queryClient, true),
  });
}

/** GET /api/video/{id}/delete (admins); every cached page that showed the video is then stale. */
export function useDeleteVideo(videoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend(videoRoutes.delete(videoId)),
    onSuccess: () => markWatchDataStale(queryClient),
  });
}

/** What a premium download is: where it is, and the extension its saved name takes. */
export interface VideoDownload {
  path: string;
  extension: string;
}

/** A premium download (the transcript as .docx, the audio as .mp3), saved under the server's name. */
export function useVideoDownload(title: string) {
  return useMutation({
    mutationFn: ({ path, extension }: VideoDownload) => downloadAndSave(path, title, extension),
  });
}
