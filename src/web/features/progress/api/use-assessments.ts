import {
  type AssessmentRequest,
  assessmentResponseSchema,
  assessmentRoutes,
  assessmentsResponseSchema,
} from "../../../../shared/contracts/assessments";
import { apiRequest } from "../../../lib/api";
import { useApiQuery, useChangeOf } from "../../../lib/api-queries";

const assessmentsKey = (userId: string) => ["progress", userId, "assessments"] as const;

/** GET /api/user/assessments: every self-assessment, oldest first. */
export function useAssessments(userId: string) {
  return useApiQuery(assessmentsKey(userId), assessmentRoutes.assessments, assessmentsResponseSchema);
}

/** POST /api/user/assessments; the list is refetched after. */
export function useAddAssessment(userId: string) {
  return useChangeOf(assessmentsKey(userId), (body: AssessmentRequest) =>
    apiRequest(assessmentRoutes.assessments, assessmentResponseSchema, { body }),
  );
}
