import { useQuery } from "@tanstack/react-query";
import { progressRoutes } from "../../../shared/contracts/progress-values";
import { apiRequestFirstScreen } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { overallQueryKey, PROGRESS_KEY } from "../../lib/query-keys";

// The summary is the page's first screen: its answers are parsed only under tests, so that zod is
// not in the script a phone waits for (lib/api.ts, decision 017).
const loadOverallSchema = () =>
  import("../../../shared/contracts/progress").then((m) => m.overallResponseSchema);
const loadDailyTotalsSchema = () =>
  import("../../../shared/contracts/progress").then((m) => m.dailyTotalsResponseSchema);

/** Hours, words, level, streaks and forecast (GET /api/user/overall). */
export function useOverall(userId: string) {
  return useQuery({
    queryKey: overallQueryKey(userId),
    queryFn: ({ signal }) => apiRequestFirstScreen(progressRoutes.overall, loadOverallSchema, { signal }),
    // Input grows while videos play elsewhere: the page shows fresh totals whenever it opens.
    staleTime: 0,
  });
}

/** The consistency graph's days from `from` to `to` (GET /api/user/daily-totals). */
export function useDailyTotals(userId: string, from: string, to: string) {
  return useQuery({
    queryKey: [PROGRESS_KEY, userId, "daily-totals", from, to] as const,
    queryFn: ({ signal }) =>
      apiRequestFirstScreen(
        `${progressRoutes.dailyTotals}?${new URLSearchParams({ from, to })}`,
        loadDailyTotalsSchema,
        { signal },
      ),
    staleTime: 0,
    // Switching the range keeps the old graph on screen until the new one is in.
    placeholderData: (previous) => previous,
  });
}

/** After input or goals change: the summary, the graph and the log are refetched. */
export function invalidateProgress(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [PROGRESS_KEY] });
}
