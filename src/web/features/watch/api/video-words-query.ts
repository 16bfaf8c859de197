import { useQuery } from "@tanstack/react-query";
import { wordsRoutes } from "../../../../shared/contracts/words-values";
import { ApiRequestError, apiRequest } from "../../../lib/api";
import { VIDEO_QUERY_ROOT } from "../../../lib/query-keys";

/**
 * GET /api/video/{id}/words: the video's difficulty and the learner's coverage of it; null for a
 * video without a transcript (404), which then shows neither. Under the video's key: the refetch
 * after a finished stretch of playing brings the coverage the new words give. Asked once `enabled`
 * (the page is live); its schema (with zod) loads with the call, off the first screen.
 */
export function useVideoWords(videoId: string, userId: string, enabled = true) {
  return useQuery({
    queryKey: [VIDEO_QUERY_ROOT, videoId, userId, "words"],
    queryFn: async ({ signal }) => {
      const { videoWordsResponseSchema } = await import("../../../../shared/contracts/words");
      try {
        return await apiRequest(wordsRoutes.videoWords(videoId), videoWordsResponseSchema, { signal });
      } catch (err) {
        if (err instanceof ApiRequestError && err.status === 404) return null;
        throw err;
      }
    },
    enabled,
  });
}
