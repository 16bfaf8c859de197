import { z } from "zod";
import { isCalendarDate } from "../domain/calendar";
import {
  finalGoalDateProblem,
  MAX_DAILY_GOAL_MINUTES,
  MAX_FINAL_GOAL_MINUTES,
  MAX_GOAL_YEARS_AHEAD,
} from "../domain/goals";
import { checkLanguages } from "../domain/languages";
import { booleanField } from "./boolean-field";
import { EMAIL_MAX_CHARS, EMAIL_TOO_LONG, learnerNameField, userRoutes } from "./user";

/** Route paths of the account settings and goal calls (docs/api.md). */
export const accountRoutes = {
  update: userRoutes.update,
  goal: "/api/user/goal",
} as const;

const ISO_DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

// The bounds live with the goal maths, so that the goals card offers only what this call accepts.
export { MAX_DAILY_GOAL_MINUTES, MAX_FINAL_GOAL_MINUTES, MAX_GOAL_YEARS_AHEAD };

const goalMinutes = (field: string, label: string, max: number) =>
  z
    .number({ error: `${field} must be a number of minutes.` })
    .min(1, { error: `The ${label} must be at least 1 minute.` })
    .max(max, { error: `The ${label} cannot be more than ${max} minutes.` });

/** An ISO 8601 date or date-time (a date alone is midnight UTC). */
export const goalDateField = z
  .string({ error: "finalGoalDate must be an ISO 8601 date, e.g. 2030-12-31." })
  .trim()
  .refine(
    (v) => ISO_DATE_OR_DATE_TIME.test(v) && isCalendarDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)),
    { error: "finalGoalDate must be an ISO 8601 date, e.g. 2030-12-31." },
  );

const futureGoalDate = goalDateField.superRefine((v, ctx) => {
  const problem = finalGoalDateProblem(Date.parse(v), Date.now());
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/**
 * POST /api/user/goal, for anonymous visitors too: the goals card saves all three values at
 * once (shared/domain/goals computes them). The answer is the updated user object.
 */
export const goalRequestSchema = z.object({
  dailyGoalMinutes: goalMinutes("dailyGoalMinutes", "daily goal", MAX_DAILY_GOAL_MINUTES).int({
    error: "dailyGoalMinutes must be a whole number of minutes.",
  }),
  finalGoalMinutes: goalMinutes("finalGoalMinutes", "final goal", MAX_FINAL_GOAL_MINUTES).int({
    error: "finalGoalMinutes must be a whole number of minutes.",
  }),
  finalGoalDate: futureGoalDate,
});

const flag = (field: string) => booleanField(field).optional();

/**
 * POST /api/user/update (registered users): the account form sends the whole user object back.
 * Every field below is optional (one not sent is left as it is); every other field of the user
 * object (id, premium, roles, isAnonymous, watchTimeSeconds, watchTimeTodaySeconds, timezone) is
 * accepted and ignored: nobody grants themselves premium, a role or input hours.
 * The answer is the updated user object.
 */
export const accountUpdateRequestSchema = z.object({
  name: learnerNameField.optional(),
  /** Must equal the account's address (case and spaces aside): changing it is refused with 400. */
  email: z
    .string({ error: "The email must be text." })
    .max(EMAIL_MAX_CHARS, { error: EMAIL_TOO_LONG })
    .optional(),
  /** "" (unset) or YYYY-MM-DD, a real date between 1900 and today. */
  birthday: z
    .string({ error: "The birthday must be a date written YYYY-MM-DD." })
    .trim()
    .refine((v) => v === "" || isCalendarDate(v), {
      error: "The birthday must be a date written YYYY-MM-DD.",
    })
    .refine((v) => v === "" || (v >= "1900-01-01" && Date.parse(v) <= Date.now()), {
      error: "The birthday must be a date between 1900 and today.",
    })
    .nullable()
    .optional(),
  /** Comma-separated "code:level" entries (levels A1…C2, Native); empty rows are dropped. */
  languages: z
    .string({ error: "The languages must be a list such as en:B2,de:A1." })
    .max(1000, { error: "The list of languages is too long." })
    .superRefine((v, ctx) => {
      const checked = checkLanguages(v);
      if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.error });
    })
    .optional(),
  musicalEar: z.boolean({ error: "musicalEar must be true, false or null." }).nullable().optional(),
  wantBetaTester: flag("wantBetaTester"),
  /** Minutes; rounded to whole minutes (the form sends hours × 60 for the final goal). */
  dailyGoalMinutes: goalMinutes("dailyGoalMinutes", "daily goal", MAX_DAILY_GOAL_MINUTES).optional(),
  finalGoalMinutes: goalMinutes("finalGoalMinutes", "final goal", MAX_FINAL_GOAL_MINUTES).optional(),
  /** A changed date must be in the future and within 100 years (as the goal call's); an unchanged past date is kept as it is. */
  finalGoalDate: goalDateField.optional(),
  learningStyleTrackVocabulary: flag("learningStyleTrackVocabulary"),
  learningStyleGetSrsRecommendations: flag("learningStyleGetSrsRecommendations"),
  learningStyleActivePassiveInput: flag("learningStyleActivePassiveInput"),
  notifyByEmailNewVideo: flag("notifyByEmailNewVideo"),
  notifyByEmailMonthlyProgressReport: flag("notifyByEmailMonthlyProgressReport"),
  notifyByEmailWeeklyProgressReport: flag("notifyByEmailWeeklyProgressReport"),
  notifyByEmailBigNewsOfPlatform: flag("notifyByEmailBigNewsOfPlatform"),
  notifyByEmailRegularProgressAssessments: flag("notifyByEmailRegularProgressAssessments"),
  notifyOnPlatformAcquiredWords: flag("notifyOnPlatformAcquiredWords"),
  notifyOnPlatformInputMilestones: flag("notifyOnPlatformInputMilestones"),
  notifyOnPlatformConsistencyStreaks: flag("notifyOnPlatformConsistencyStreaks"),
  notifyOnPlatformRegularProgressAssessments: flag("notifyOnPlatformRegularProgressAssessments"),
  notifyOnPlatformProgressJournalRemainders: flag("notifyOnPlatformProgressJournalRemainders"),
});
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;

/** The sentence for an attempt to change the email address through the account form. */
export const EMAIL_CHANGE_REFUSED =
  "Your email address cannot be changed here: a new address has to be verified first. Contact us to change it.";
