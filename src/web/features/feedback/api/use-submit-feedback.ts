import { useMutation } from "@tanstack/react-query";
import { type FeedbackRequest, feedbackRoutes } from "../../../../shared/contracts/feedback";
import { apiSend } from "../../../lib/api";

/** POST /api/feedback with the seven answers; the answer is not read (docs/api.md). */
export function useSubmitFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackRequest) => apiSend(feedbackRoutes.submit, { body }),
  });
}
