import { z } from "zod";
import { isoDateTimeField } from "./date-fields";

/** The email runner's admin call (docs/emails.md); behind the admin gate. */
export const emailRunsRoutes = {
  list: "/api/admin/email-runs",
} as const;

/** How many runs GET /api/admin/email-runs gives: the most recent. */
export const EMAIL_RUNS_SHOWN = 50;

/** A send that did not go through in a run. */
export const emailRunFailureSchema = z.object({
  /** "weekly", "monthly", "new_videos". */
  kind: z.string(),
  /** The report's period ("2026-11-16": the week's Monday; "2026-10": the month). */
  period: z.string(),
  /** The learner's email. */
  email: z.string(),
  /** What the SMTP server or the runner said. */
  error: z.string(),
  /** True when the mail will not be tried again; false when a later run retries it. */
  final: z.boolean(),
});
export type EmailRunFailure = z.infer<typeof emailRunFailureSchema>;

/** One run of the email jobs that did something (idle runs are not kept). */
export const emailRunSchema = z.object({
  id: z.string(),
  /** The instance that ran it (host:process). */
  instance: z.string(),
  /** When it started and when it finished. */
  startedAt: isoDateTimeField,
  finishedAt: isoDateTimeField.nullable(),
  /** Jobs planned (new mails due), sent, refused and kept for a retry, given up, skipped (setting off). */
  planned: z.number(),
  sent: z.number(),
  retried: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /** The first failures of the run. */
  failures: z.array(emailRunFailureSchema),
});
export type EmailRun = z.infer<typeof emailRunSchema>;

/** GET /api/admin/email-runs: the latest runs, newest first, and how many jobs are in each state. */
export const emailRunsResponseSchema = z.object({
  runs: z.array(emailRunSchema),
  jobs: z.object({
    pending: z.number(),
    sending: z.number(),
    sent: z.number(),
    failed: z.number(),
    skipped: z.number(),
  }),
});
