import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type RatingValue,
  ratingsRoutes,
  videoRatingResponseSchema,
} from "../../../../shared/contracts/ratings";
import { apiRequest } from "../../../lib/api";
import { VIDEO_QUERY_ROOT } from "../../../lib/query-keys";

/**
 * Under the video's root key: a finished stretch of playing refetches the page's active queries
 * (markWatchDataStale), so the prompt appears once the server counts 90% of the video watched.
 */
const ratingKey = (videoId: string, userId: string) => [VIDEO_QUERY_ROOT, videoId, userId, "rating"] as const;

/** GET /api/video/{id}/rating: the learner's rating and whether they may rate now. */
export function useVideoRating(videoId: string, userId: string) {
  return useQuery({
    queryKey: ratingKey(videoId, userId),
    queryFn: ({ signal }) => apiRequest(ratingsRoutes.rating(videoId), videoRatingResponseSchema, { signal }),
  });
}

/** POST /api/video/{id}/rating: the answer replaces the cached rating. */
export function useRateVideo(videoId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingValue) =>
      apiRequest(ratingsRoutes.rating(videoId), videoRatingResponseSchema, { body: { rating } }),
    onSuccess: (answer) => queryClient.setQueryData(ratingKey(videoId, userId), answer),
  });
}
