import {
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesRoutes,
} from "../../../../shared/contracts/series";
import { useAppContext } from "../../../app/app-context";
import { useApiQuery } from "../../../lib/api-queries";
import { seriesQueryKey } from "../series-keys";

/** GET /api/series: every series the caller sees, with what they watched of it. */
export function useSeriesList() {
  const { user } = useAppContext();
  return useApiQuery(seriesQueryKey(user.id, "list"), seriesRoutes.list, seriesListResponseSchema);
}

/** GET /api/series/{id}: the series and its episodes in order. */
export function useSeries(id: string) {
  const { user } = useAppContext();
  return useApiQuery(seriesQueryKey(user.id, "one", id), seriesRoutes.series(id), seriesResponseSchema);
}
