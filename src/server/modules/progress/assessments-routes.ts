import {
  ASSESSMENT_TEXTS,
  ASSESSMENTS_MAX,
  assessmentRequestSchema,
  assessmentResponseSchema,
  assessmentRoutes,
  assessmentsResponseSchema,
} from "../../../shared/contracts/assessments";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { conflict } from "../../lib/app-error";
import { defineCallerRoutes } from "../user/index";
import { addAssessment, listAssessments } from "./assessments-repository";

/**
 * Self-assessments (docs/progress.md "Self-assessments"): any visitor with a session, as for their
 * input. A read token may read them, a write token add one (modules/tokens).
 */
export const registerAssessmentRoutes = defineCallerRoutes((r, { db }) => {
  r.get(
    assessmentRoutes.assessments,
    {
      schema: { response: { 200: assessmentsResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user) => ({ assessments: await listAssessments(db, user.id) }),
  );

  r.post(
    assessmentRoutes.assessments,
    {
      schema: { body: assessmentRequestSchema, response: { 200: assessmentResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const assessment = await addAssessment(db, user.id, request.body, ASSESSMENTS_MAX);
      if (!assessment) throw conflict("too_many_assessments", ASSESSMENT_TEXTS.tooMany);
      return { assessment };
    },
  );
});
