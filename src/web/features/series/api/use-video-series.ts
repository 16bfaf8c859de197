import { useQuery } from "@tanstack/react-query";
import type { VideoSeriesResponse } from "../../../../shared/contracts/series";
import { seriesRoutes } from "../../../../shared/contracts/series-values";
import { useAppContext } from "../../../app/app-context";
import { apiRequestFirstScreen } from "../../../lib/api";
import { seriesQueryKey } from "../series-keys";

/**
 * GET /api/video/{id}/series: the watch page's "Episode n of N" and the next episode. Read as the
 * first screen's calls are (no zod in the watch page's script: decisions 012 and 017).
 */
export function useVideoSeries(videoId: string) {
  const { user } = useAppContext();
  return useQuery({
    queryKey: seriesQueryKey(user.id, "of-video", videoId),
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<VideoSeriesResponse>(
        seriesRoutes.ofVideo(videoId),
        () => import("../../../../shared/contracts/series").then((m) => m.videoSeriesResponseSchema),
        { signal },
      ),
  });
}
