import { useQuery } from "@tanstack/react-query";
import { offPlatformLogsResponseSchema, progressRoutes } from "../../../shared/contracts/progress";
import { apiRequest } from "../../lib/api";
import { PROGRESS_KEY } from "../../lib/query-keys";

export function offPlatformLogsQueryKey(userId: string) {
  return [PROGRESS_KEY, userId, "off-platform-logs"] as const;
}

/** The off-platform log, newest first (GET /api/user/off-platform-logs). */
export function useOffPlatformLogs(userId: string) {
  return useQuery({
    queryKey: offPlatformLogsQueryKey(userId),
    queryFn: ({ signal }) =>
      apiRequest(progressRoutes.offPlatformLogs, offPlatformLogsResponseSchema, { signal }),
  });
}
