import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { mustBeText, textField } from "./text";

/** Self-assessments (docs/progress.md "Self-assessments"): how a learner rates themselves, over their hours. */
export const assessmentRoutes = {
  /** GET: every assessment, oldest first; POST: a new one. */
  assessments: "/api/user/assessments",
} as const;

/** Assessments a learner may keep: one a week for twenty years. */
export const ASSESSMENTS_MAX = 1000;
export const ASSESSMENT_NOTE_MAX = 2000;

/** The three skills rated 1 (not at all comfortable) to 5 (very comfortable). */
export const ASSESSMENT_SKILLS = ["listening", "speaking", "reading"] as const;
export type AssessmentSkill = (typeof ASSESSMENT_SKILLS)[number];

const rating = (skill: AssessmentSkill) => {
  const error = `${skill} must be a whole number from 1 to 5.`;
  return z.number({ error }).int({ error }).min(1, { error }).max(5, { error });
};
const UNDERSTANDING_ERROR = "understanding must be a whole percentage from 0 to 100.";

/** POST /api/user/assessments */
export const assessmentRequestSchema = z.object({
  /** How much of a video at the learner's level they understand, in percent. */
  understanding: z
    .number({ error: UNDERSTANDING_ERROR })
    .int({ error: UNDERSTANDING_ERROR })
    .min(0, { error: UNDERSTANDING_ERROR })
    .max(100, { error: UNDERSTANDING_ERROR }),
  listening: rating("listening"),
  speaking: rating("speaking"),
  reading: rating("reading"),
  note: textField({
    notText: mustBeText("note"),
    max: ASSESSMENT_NOTE_MAX,
    tooLong: `The note can have at most ${ASSESSMENT_NOTE_MAX} characters.`,
    label: "The note",
  }).default(""),
});
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

export const assessmentSchema = z.object({
  id: z.string(),
  /** When it was made. */
  createdAt: isoDateTimeField,
  /** The learner's total input at that moment, in seconds (the server's figure). */
  inputSeconds: z.number(),
  understanding: z.number(),
  listening: z.number(),
  speaking: z.number(),
  reading: z.number(),
  note: z.string(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentsResponseSchema = z.object({ assessments: z.array(assessmentSchema) });
export const assessmentResponseSchema = z.object({ assessment: assessmentSchema });

export const ASSESSMENT_TEXTS = {
  tooMany: `You have ${ASSESSMENTS_MAX} self-assessments, the most you can keep.`,
} as const;
