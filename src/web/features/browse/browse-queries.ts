import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { BrowseStatistics, BrowseVideosResponse } from "../../../shared/contracts/browse";
import { browseRoutes } from "../../../shared/contracts/browse-values";
import { apiRequestFirstScreen } from "../../lib/api";
import { browseStatisticsKey, browseVideosKey } from "../../lib/query-keys";
import { type BrowseFilter, filterToSearchParams } from "./browse-url-state";

/** Every browse query starts with this key, so the error screen can reset them all. */

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

// The contract's schemas, loaded only where answers are parsed (under tests): see apiRequestFirstScreen.
const loadVideosSchema = () =>
  import("../../../shared/contracts/browse").then((m) => m.browseVideosResponseSchema);
const loadStatisticsSchema = () =>
  import("../../../shared/contracts/browse").then((m) => m.browseStatisticsResponseSchema);

// Both calls depend on who asks (watched videos, premium), so the user's id is part of each key:
// signing in or out shows that user's grid, not the previous one's.
// staleTime 0: coming back from the watch page (or to the tab) refreshes watched marks and progress
// lines, while the cached grid shows at once.

/** GET /api/browse/videos, page by page from 1; a new filter is a new key, so it starts at page 1. */
export function useBrowseVideos(userId: string, filter: BrowseFilter) {
  const query = filterToSearchParams(filter).toString();
  return useInfiniteQuery({
    queryKey: browseVideosKey(userId, query),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      params.set("page", String(pageParam));
      const path = withQuery(browseRoutes.videos, params);
      return apiRequestFirstScreen<BrowseVideosResponse>(path, loadVideosSchema, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    // The previous grid stays (dimmed) while a new filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    staleTime: 0,
    // Without any grid to show, the page's own error screen takes over; a failed next page is
    // retried in place.
    throwOnError: (_error, query) => query.state.data === undefined,
  });
}

/** GET /api/browse/statistics: the same query without `page` (docs/api.md). */
export function useBrowseStatistics(userId: string, filter: BrowseFilter) {
  const query = filterToSearchParams(filter);
  return useQuery({
    queryKey: browseStatisticsKey(userId, query.toString()),
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<BrowseStatistics>(
        withQuery(browseRoutes.statistics, query),
        loadStatisticsSchema,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
