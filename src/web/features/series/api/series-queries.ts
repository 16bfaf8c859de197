import { useQuery } from "@tanstack/react-query";
import {
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRoutes,
} from "../../../../shared/contracts/series";
import { useAppContext } from "../../../app/app-context";
import { apiRequest } from "../../../lib/api";
import { seriesQueryKey } from "../series-keys";

/** GET /api/series: every series the caller sees, with what they watched of it. */
export function useSeriesList() {
  const { user } = useAppContext();
  return useQuery({
    queryKey: seriesQueryKey(user.id, "list"),
    queryFn: ({ signal }) => apiRequest(seriesRoutes.list, seriesListResponseSchema, { signal }),
  });
}

/** GET /api/series/{id}: the series and its episodes in order. */
export function useSeries(id: string) {
  const { user } = useAppContext();
  return useQuery({
    queryKey: seriesQueryKey(user.id, "one", id),
    queryFn: ({ signal }) => apiRequest(seriesRoutes.series(id), seriesResponseSchema, { signal }),
  });
}
