import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { textField } from "./text";

export { userRoutes } from "./user-values";

/**
 * The learner's input totals the top bar shows; a call that adds input (watch time, off-platform
 * entries) answers them anew, so that the bar changes at once.
 */
export const inputTotalsSchema = z.object({
  /** Total input (video watch time + off-platform input), in seconds. */
  watchTimeSeconds: z.number(),
  /** Today's total input in the user's time zone, in seconds. */
  watchTimeTodaySeconds: z.number(),
});

/** The user object as every screen sees it (docs/product-rules.md "Data and defaults"). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  premium: z.boolean(),
  ...inputTotalsSchema.shape,
  isAnonymous: z.boolean(),
  roles: z.array(z.string()),
  /** YYYY-MM-DD or "" when unset. */
  birthday: z.string(),
  /** Comma-separated "code:level" entries, e.g. "en:B2,de:A1". */
  languages: z.string(),
  musicalEar: z.boolean().nullable(),
  wantBetaTester: z.boolean(),
  dailyGoalMinutes: z.number(),
  /** Total input to reach, in minutes (shown in hours). */
  finalGoalMinutes: z.number(),
  /** ISO 8601 date-time by which the final goal is to be reached; the first 10 characters are the date shown. */
  finalGoalDate: isoDateTimeField,
  timezone: z.string(),
  learningStyleTrackVocabulary: z.boolean(),
  learningStyleGetSrsRecommendations: z.boolean(),
  learningStyleActivePassiveInput: z.boolean(),
  notifyByEmailNewVideo: z.boolean(),
  notifyByEmailMonthlyProgressReport: z.boolean(),
  notifyByEmailWeeklyProgressReport: z.boolean(),
  notifyByEmailBigNewsOfPlatform: z.boolean(),
  notifyByEmailRegularProgressAssessments: z.boolean(),
  notifyOnPlatformAcquiredWords: z.boolean(),
  notifyOnPlatformInputMilestones: z.boolean(),
  notifyOnPlatformConsistencyStreaks: z.boolean(),
  notifyOnPlatformRegularProgressAssessments: z.boolean(),
  notifyOnPlatformProgressJournalRemainders: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/user: loads (or on the first visit creates) the visitor's user. */
export const currentUserRequestSchema = z.object({
  /** IANA time zone of the browser, e.g. "Europe/Moscow". */
  timezone: z.string().max(64).optional(),
});

/** An email address is at most 254 characters (RFC 5321's path limit); every field that takes one says so the same way. */
export const EMAIL_MAX_CHARS = 254;
export const EMAIL_TOO_LONG = "That email address is too long.";

export const emailField = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address." }).max(EMAIL_MAX_CHARS, { error: EMAIL_TOO_LONG }));

/** POST /api/user/send-code (log in): form fields. */
export const sendCodeRequestSchema = z.object({ email: emailField });
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

/** What a name field's errors say: the learner's own forms and the admins' user form word them apart. */
export interface NameFieldWording {
  missing: string;
  empty: string;
  tooLong: string;
  /** The field as the null-character error names it ("A name"). */
  label: string;
}

/** A person's name: trimmed, 1 to 100 characters, no null character. */
export function personNameField(wording: NameFieldWording) {
  return textField({
    notText: wording.missing,
    empty: wording.empty,
    max: 100,
    tooLong: wording.tooLong,
    label: wording.label,
  });
}

/** The learner's own name, as sign-up and the account form send it. */
export const learnerNameField = personNameField({
  missing: "Enter your name.",
  empty: "Enter your name.",
  tooLong: "A name can have at most 100 characters.",
  label: "A name",
});

/** POST /api/user/register (sign up): form fields. */
export const registerRequestSchema = z.object({
  name: learnerNameField,
  email: emailField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/user/login: form fields. */
export const loginRequestSchema = z.object({
  email: emailField,
  verification_code: z
    .string({ error: "Enter the code we sent to your email." })
    .trim()
    .regex(/^\d{6}$/, { error: "The code has 6 digits." }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** A plain acknowledgement. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * POST /api/user/delete: a registered learner deletes their own account, confirming it by typing
 * its email address (docs/product-rules.md "Deleting an account"). The answer is `{ message }`.
 */
export const deleteAccountRequestSchema = z.object({ email: emailField });
export const deleteAccountResponseSchema = z.object({ message: z.string() });

/** The texts of deleting one's own account (docs/product-rules.md "Deleting an account"). */
export const DELETE_ACCOUNT_TEXTS = {
  mismatch: "Type your account's email address exactly to confirm that you want to delete it.",
  deleted: "Your account and everything in it have been deleted.",
} as const;
