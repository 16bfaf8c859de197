import { useQuery } from "@tanstack/react-query";
import type { NotificationsResponse } from "../../../../shared/contracts/notifications";
import { notificationRoutes } from "../../../../shared/contracts/notifications-values";
import { apiRequestFirstScreen } from "../../../lib/api";
import { NOTIFICATIONS_KEY } from "./notifications-key";

/** The contract's schema, loaded only where answers are parsed (under tests): see apiRequestFirstScreen. */
const loadSchema = () =>
  import("../../../../shared/contracts/notifications").then((m) => m.notificationsResponseSchema);

/**
 * The bell's count: GET /api/user/notifications (its first page carries `unread`). On every page,
 * so zod-free (docs/web-performance.md); refetched when the tab comes back, and after input or a
 * read mark (they invalidate NOTIFICATIONS_KEY).
 */
export function useUnreadCount(userId: string): number {
  const { data } = useQuery({
    queryKey: [NOTIFICATIONS_KEY, userId, "count"],
    queryFn: ({ signal }) =>
      apiRequestFirstScreen<NotificationsResponse>(notificationRoutes.list, loadSchema, { signal }),
  });
  return data?.unread ?? 0;
}
