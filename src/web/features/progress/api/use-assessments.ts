import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AssessmentRequest,
  assessmentResponseSchema,
  assessmentRoutes,
  assessmentsResponseSchema,
} from "../../../../shared/contracts/assessments";
import { apiRequest } from "../../../lib/api";

const assessmentsKey = (userId: string) => ["progress", userId, "assessments"] as const;

/** GET /api/user/assessments: every self-assessment, oldest first. */
export function useAssessments(userId: string) {
  return useQuery({
    queryKey: assessmentsKey(userId),
    queryFn: ({ signal }) => apiRequest(assessmentRoutes.assessments, assessmentsResponseSchema, { signal }),
  });
}

/** POST /api/user/assessments; the list is refetched after. */
export function useAddAssessment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentRequest) =>
      apiRequest(assessmentRoutes.assessments, assessmentResponseSchema, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKey(userId) }),
  });
}
