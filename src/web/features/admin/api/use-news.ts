import { useMutation } from "@tanstack/react-query";
import {
  type NewsRequest,
  newsPostResponseSchema,
  newsResponseSchema,
  newsRoutes,
} from "../../../../shared/contracts/news";
import { apiRequest } from "../../../lib/api";
import { refreshNotifications } from "../../notifications/index";
import { useAdminKeys, useAdminQuery } from "./admin-keys";

/** GET /api/admin/news: the announcements posted, newest first. */
export function useNews() {
  return useAdminQuery("news", newsRoutes.news, newsResponseSchema, { fresh: true });
}

/** POST /api/admin/news; the list, "Recent changes" and the admin's own bell follow. */
export function usePostNews() {
  const { refresh } = useAdminKeys();
  return useMutation({
    mutationFn: (body: NewsRequest) => apiRequest(newsRoutes.news, newsPostResponseSchema, { body }),
    onSuccess: () => Promise.all([refresh("news"), refreshNotifications()]),
  });
}
