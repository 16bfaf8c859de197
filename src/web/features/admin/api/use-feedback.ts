import { keepPreviousData } from "@tanstack/react-query";
import {
  type FeedbackFilter,
  type FeedbackMarkRequest,
  feedbackAdminRoutes,
  feedbackListResponseSchema,
  feedbackMarkResponseSchema,
  feedbackUnhandledCountResponseSchema,
} from "../../../../shared/contracts/feedback-admin";
import { apiRequest } from "../../../lib/api";
import { useApiQuery, useDownload } from "../../../lib/api-queries";
import { useAdminChange, useAdminKeys } from "./admin-keys";

/** GET /api/admin/feedback for a filter and a page (docs/admin.md "Feedback"). */
export function useFeedbackList(status: FeedbackFilter, page: number) {
  const { key } = useAdminKeys();
  return useApiQuery(
    [...key("feedback"), status, page],
    `${feedbackAdminRoutes.list}?${new URLSearchParams({ status, page: String(page) })}`,
    feedbackListResponseSchema,
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
}

/**
 * How many submissions are not handled yet, for the hub's button on every admin page: its own small
 * call, not a page of the list. Under the feedback key, so a mark refetches it with the lists.
 */
export function useUnhandledFeedbackCount(): number | undefined {
  const { key } = useAdminKeys();
  return useApiQuery(
    [...key("feedback"), "unhandled-count"],
    feedbackAdminRoutes.unhandledCount,
    feedbackUnhandledCountResponseSchema,
    { staleTime: 0 },
  ).data?.unhandled;
}

/** POST /api/admin/feedback/handled; every feedback list (and the hub's count) is refetched after. */
export function useMarkFeedback() {
  return useAdminChange(
    (body: FeedbackMarkRequest) =>
      apiRequest(feedbackAdminRoutes.handled, feedbackMarkResponseSchema, { body }),
    "feedback",
  );
}

/** GET /api/admin/feedback/export-csv, saved as feedback.csv. */
export function useExportFeedback() {
  return useDownload(
    () => feedbackAdminRoutes.exportCsv,
    () => "feedback.csv",
  );
}
