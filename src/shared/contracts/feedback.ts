import { z } from "zod";
import { mustBeText, textField } from "./text";

export const feedbackRoutes = { submit: "/api/feedback" } as const;

/** The seven text areas of the feedback page, in order (docs/screens.md "Feedback"). */
export const FEEDBACK_FIELDS = [
  "experience",
  "easeOfUse",
  "design",
  "contentQuality",
  "performance",
  "suggestion",
  "comments",
] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

export const FEEDBACK_FIELD_MAX = 5000;
export const EMPTY_FEEDBACK = "Write something in at least one field before you send your feedback.";

const answer = (field: FeedbackField) =>
  textField({
    notText: mustBeText(field),
    max: FEEDBACK_FIELD_MAX,
    tooLong: `An answer can have at most ${FEEDBACK_FIELD_MAX} characters.`,
    label: "An answer",
  }).default("");

/**
 * POST /api/feedback: any visitor with a session, anonymous included. Every field may be empty
 * or left out, but not all of them. The answer is `{ ok: true }`.
 */
export const feedbackRequestSchema = z
  .object({
    experience: answer("experience"),
    easeOfUse: answer("easeOfUse"),
    design: answer("design"),
    contentQuality: answer("contentQuality"),
    performance: answer("performance"),
    suggestion: answer("suggestion"),
    comments: answer("comments"),
  })
  .refine((body) => FEEDBACK_FIELDS.some((f) => body[f] !== ""), { error: EMPTY_FEEDBACK });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
