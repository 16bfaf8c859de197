import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type NotificationsReadRequest,
  notificationRoutes,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from "../../../../shared/contracts/notifications";
import { apiRequest } from "../../../lib/api";
import { NOTIFICATIONS_KEY } from "./notifications-key";

/** GET /api/user/notifications, page by page from 1 (newest first): the list the bell opens. */
export function useNotifications(userId: string) {
  return useInfiniteQuery({
    queryKey: [NOTIFICATIONS_KEY, userId, "list"],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${notificationRoutes.list}?page=${pageParam}`, notificationsResponseSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    // Opening the list reads it afresh: that is also when the time-based notifications are made.
    staleTime: 0,
  });
}

/** POST /api/user/notifications/read ({ ids } or { all: true }); the list and the count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationsReadRequest) =>
      apiRequest(notificationRoutes.read, notificationsReadResponseSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
}
