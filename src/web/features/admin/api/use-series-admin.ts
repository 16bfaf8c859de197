import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type SeriesCreateRequest,
  type SeriesUpdateRequest,
  seriesIdResponseSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRoutes,
} from "../../../../shared/contracts/series";
import { apiRequest } from "../../../lib/api";
import { useApiQuery } from "../../../lib/api-queries";
import { SERIES_QUERY_ROOT } from "../../series/index";
import { useAdminKeys, useAdminQuery } from "./admin-keys";

/** GET /api/series as the admin sees it: every series, empty ones too. */
export function useAdminSeriesList() {
  return useAdminQuery("series", seriesRoutes.list, seriesListResponseSchema);
}

/** GET /api/series/{id} as the admin sees it: every episode, hidden ones too. */
export function useAdminSeries(id: string) {
  const { key } = useAdminKeys();
  return useApiQuery([...key("series"), id], seriesRoutes.series(id), seriesResponseSchema);
}

/**
 * A change of a series: done or failed, every series answer (the learner's pages too) and
 * "Recent changes" are refetched after.
 */
function useSeriesChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const { refresh } = useAdminKeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([refresh("series"), queryClient.invalidateQueries({ queryKey: [SERIES_QUERY_ROOT] })]),
  });
}

/** POST /api/admin/series. */
export function useCreateSeries() {
  return useSeriesChange((body: SeriesCreateRequest) =>
    apiRequest(seriesRoutes.adminCreate, seriesIdResponseSchema, { body }),
  );
}

/** POST /api/admin/series/{id}/update: title, description and the episodes in order. */
export function useUpdateSeries() {
  return useSeriesChange(({ id, body }: { id: string; body: SeriesUpdateRequest }) =>
    apiRequest(seriesRoutes.adminUpdate(id), seriesIdResponseSchema, { body }),
  );
}

/** POST /api/admin/series/{id}/delete. */
export function useDeleteSeries() {
  return useSeriesChange((id: string) =>
    apiRequest(seriesRoutes.adminDelete(id), seriesIdResponseSchema, { body: {} }),
  );
}
