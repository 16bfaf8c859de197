import { queryClient } from "../../lib/query-client";
import { NOTIFICATIONS_KEY } from "./api/notifications-key";

/** After input or a changed setting, which may have made notifications: the bell's count and list refetch. */
export function refreshNotifications(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
}
