import { useQuery } from "@tanstack/react-query";
import {
  dailyTotalsResponseSchema,
  offPlatformLogsResponseSchema,
  overallResponseSchema,
  progressRoutes,
} from "../../../shared/contracts/progress";
import { apiRequest } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Every progress query starts with this key, and carries the user id so that signing in refetches. */
const PROGRESS_KEY = "progress";

export function overallQueryKey(userId: string) {
  return [PROGRESS_KEY, userId, "overall"] as const;
}

export function offPlatformLogsQueryKey(userId: string) {
  return [PROGRESS_KEY, userId, "off-platform-logs"] as const;
}

/** Hours, words, level, streaks and forecast (GET /api/user/overall). */
export function useOverall(userId: string) {
  return useQuery({
    queryKey: overallQueryKey(userId),
    queryFn: ({ signal }) => apiRequest(progressRoutes.overall, overallResponseSchema, { signal }),
    // Input grows while videos play elsewhere: the page shows fresh totals whenever it opens.
    staleTime: 0,
  });
}

/** The consistency graph's days from `from` to `to` (GET /api/user/daily-totals). */
export function useDailyTotals(userId: string, from: string, to: string) {
  return useQuery({
    queryKey: [PROGRESS_KEY, userId, "daily-totals", from, to] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `${progressRoutes.dailyTotals}?${new URLSearchParams({ from, to })}`,
        dailyTotalsResponseSchema,
        { signal },
      ),
    staleTime: 0,
    // Switching the range keeps the old graph on screen until the new one is in.
    placeholderData: (previous) => previous,
  });
}

/** The off-platform log, newest first (GET /api/user/off-platform-logs). */
export function useOffPlatformLogs(userId: string) {
  return useQuery({
    queryKey: offPlatformLogsQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(progressRoutes.offPlatformLogs, offPlatformLogsResponseSchema, { signal }),
  });
}

/** After input or goals change: the summary, the graph and the log are refetched. */
export function invalidateProgress(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [PROGRESS_KEY] });
}
