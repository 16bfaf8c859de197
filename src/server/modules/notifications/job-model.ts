import type { EmailRun } from "../../../shared/contracts/email-runs";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import type { MailMessage } from "../../lib/mailer";
import type { UserRow } from "../user/index";
import type { EmailFlag } from "./email-flags";

/*
 * The shapes the job runner and the kinds of email share. A leaf: the kinds and the runner import
 * it, it imports neither.
 */

/**
 * A learner a job mails: registered, verified, with the kind's setting on when the job was claimed.
 * The columns' types are the table's, but for the email: never null here, as the query that reads
 * a recipient keeps only `u.email IS NOT NULL` (job-repository.ts `registered`).
 */
export type JobRecipient = Pick<UserRow, "id" | "name" | "timezone" | "languages" | "daily_goal_minutes"> & {
  email: string;
};

/** What composing a mail may use. */
export interface JobContext {
  db: Db;
  config: Pick<AppConfig, "publicUrl" | "sessionSecret">;
  /** The run's clock (the server's, never a client's): tests pass a fixed one. */
  now: Date;
  /** Work shared by the jobs of one run (the videos of a week, say), done once per key. */
  shared<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/** One kind of email (docs/emails.md): when it is due, and its mail for one learner. */
export interface EmailJobKind {
  /** The learner's setting that must be on for this mail (users' notify_by_email_… column). */
  flag: EmailFlag;
  /**
   * The period due at `now` for a learner in `timeZone` ("2026-11-16", "2026-10"…), or null when
   * none is. A learner gets one mail per (kind, period), however many runs or instances ask.
   */
  due(now: Date, timeZone: string): string | null;
  /** The mail, or null when there is nothing to say (the job is then "skipped"). */
  compose(ctx: JobContext, learner: JobRecipient, period: string): Promise<MailMessage | null>;
}

/**
 * What one run did: the runner's answer, and the figures its log row (email_runs) keeps, as the
 * admin call shows them (contracts/email-runs.ts). `retried`: refused sends that will be tried
 * again later; `skipped`: jobs with nothing to send (the setting was turned off, the account went,
 * no content).
 */
export type RunSummary = Pick<EmailRun, "planned" | "sent" | "retried" | "failed" | "skipped" | "failures">;
