import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type SeriesCreateRequest,
  type SeriesUpdateRequest,
  seriesIdResponseSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRoutes,
} from "../../../../shared/contracts/series";
import { apiRequest } from "../../../lib/api";
import { SERIES_QUERY_ROOT } from "../../series/index";
import { useAdminKeys } from "./admin-keys";

/** GET /api/series as the admin sees it: every series, empty ones too. */
export function useAdminSeriesList() {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: key("series"),
    queryFn: ({ signal }) => apiRequest(seriesRoutes.list, seriesListResponseSchema, { signal }),
  });
}

/** GET /api/series/{id} as the admin sees it: every episode, hidden ones too. */
export function useAdminSeries(id: string) {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: [...key("series"), id],
    queryFn: ({ signal }) => apiRequest(seriesRoutes.series(id), seriesResponseSchema, { signal }),
  });
}

/** After a change: every series answer (the learner's pages too) and "Recent changes". */
function useSeriesRefresh() {
  const { refresh } = useAdminKeys();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([refresh("series"), queryClient.invalidateQueries({ queryKey: [SERIES_QUERY_ROOT] })]);
}

/** POST /api/admin/series. */
export function useCreateSeries() {
  const refresh = useSeriesRefresh();
  return useMutation({
    mutationFn: (body: SeriesCreateRequest) =>
      apiRequest(seriesRoutes.adminCreate, seriesIdResponseSchema, { body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/series/{id}/update: title, description and the episodes in order. */
export function useUpdateSeries() {
  const refresh = useSeriesRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SeriesUpdateRequest }) =>
      apiRequest(seriesRoutes.adminUpdate(id), seriesIdResponseSchema, { body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/series/{id}/delete. */
export function useDeleteSeries() {
  const refresh = useSeriesRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(seriesRoutes.adminDelete(id), seriesIdResponseSchema, { body: {} }),
    onSettled: refresh,
  });
}
