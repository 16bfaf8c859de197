import { type Selectable, sql } from "kysely";
import type { EmailRunFailure } from "../../../shared/contracts/email-runs";
import type { Db } from "../../db/create-db";
import type { EmailJobsTable } from "../../db/schema";
import type { UserRow } from "../user/index";
import { EMAIL_FLAGS, type EmailFlag } from "./email-flags";
import type { JobRecipient, RunSummary } from "./job-model";

/*
 * The SQL of the email jobs (migration 0012, docs/decisions/014). The runner writes only its own
 * tables; it reads the learners' email settings from users (read only) so that planning 10,000
 * reports is one statement per kind and period.
 */

/** A learner the notifications may mail at all: registered, with a verified email. */
const registered = sql<boolean>`u.is_anonymous = false AND u.email_verified AND u.email IS NOT NULL`;

function flagColumn(flag: EmailFlag) {
  return sql.ref(`u.${EMAIL_FLAGS[flag]}`);
}

/** The time zones of the learners with this setting on (few: the due rule is worked out per zone). */
export async function zonesWithFlag(db: Db, flag: EmailFlag): Promise<string[]> {
  const result = await sql<{ timezone: string }>`
    SELECT DISTINCT u.timezone FROM users u WHERE ${registered} AND ${flagColumn(flag)}`.execute(db);
  return result.rows.map((r) => r.timezone);
}

/**
 * Plans one job per learner of these zones with the setting on, for (kind, period); a learner
 * who has one already keeps it (the unique key). Returns how many were new. Planners of several
 * instances take turns (a transaction-scoped advisory lock), so their inserts never wait on each
 * other's rows in crossing orders.
 */
export async function planJobs(
  db: Db,
  plan: { kind: string; flag: EmailFlag; period: string; zones: string[]; runAfter: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('email_jobs.plan'))`.execute(trx);
    const result = await sql`
      INSERT INTO email_jobs (user_id, kind, period, run_after)
      SELECT u.id, ${plan.kind}, ${plan.period}, ${plan.runAfter}
      FROM users u
      WHERE ${registered} AND ${flagColumn(plan.flag)} AND u.timezone = ANY(${plan.zones}::text[])
      ORDER BY u.id
      ON CONFLICT (user_id, kind, period) DO NOTHING`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  });
}

/**
 * Plans one mail of an event (an assessment invitation) for one learner, if they are registered
 * with the setting on; a learner who has it already keeps it (the unique key). True when new.
 */
export async function planJobFor(
  db: Db,
  plan: { userId: string; kind: string; flag: EmailFlag; period: string; runAfter: Date },
): Promise<boolean> {
  const result = await sql`
    INSERT INTO email_jobs (user_id, kind, period, run_after)
    SELECT u.id, ${plan.kind}, ${plan.period}, ${plan.runAfter}
    FROM users u
    WHERE u.id = ${plan.userId} AND ${registered} AND ${flagColumn(plan.flag)}
    ON CONFLICT (user_id, kind, period) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export interface ClaimedJob {
  id: string;
  userId: string;
  kind: string;
  period: string;
  attempts: number;
}

/** What claimDueJobs' RETURNING gives; the columns' types are the table's (db/schema.ts). */
type ClaimedJobRow = Pick<Selectable<EmailJobsTable>, "id" | "user_id" | "kind" | "period" | "attempts">;

/**
 * Claims up to `limit` due jobs for this claim: a short transaction whose FOR UPDATE SKIP LOCKED
 * lets claims of other instances pass over these rows instead of waiting, and never take them.
 */
export async function claimDueJobs(
  db: Db,
  claim: { claimId: string; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedJob[]> {
  const result = await sql<ClaimedJobRow>`
    UPDATE email_jobs SET status = 'claimed', claim_id = ${claim.claimId},
      lease_until = ${claim.leaseUntil}, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM email_jobs
      WHERE status = 'pending' AND run_after <= ${claim.now}
      ORDER BY run_after, id
      LIMIT ${claim.limit}
      FOR UPDATE SKIP LOCKED
    ) AND status = 'pending'
    RETURNING id, user_id, kind, period, attempts`.execute(db);
  return result.rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    kind: r.kind,
    period: r.period,
    attempts: r.attempts,
  }));
}

/**
 * Jobs whose lease ran out (their run stopped). "claimed": nothing reached SMTP, back to pending.
 * "sending": the SMTP server may have taken the mail, so it is not sent again: failed, with why.
 */
export async function recoverExpiredLeases(
  db: Db,
  now: Date,
): Promise<{ released: number; interrupted: Pick<EmailRunFailure, "kind" | "period" | "email">[] }> {
  const released = await db
    .updateTable("email_jobs")
    .set({ status: "pending", claim_id: null, lease_until: null })
    .where("status", "=", "claimed")
    .where("lease_until", "<", now)
    .executeTakeFirst();
  const interrupted = await sql<Pick<Selectable<EmailJobsTable>, "kind" | "period"> & Pick<UserRow, "email">>`
    UPDATE email_jobs j SET status = 'failed', finished_at = ${now}, lease_until = NULL,
      last_error = ${INTERRUPTED}
    FROM users u
    WHERE u.id = j.user_id AND j.status = 'sending' AND j.lease_until < ${now}
    RETURNING j.kind, j.period, u.email`.execute(db);
  return {
    released: Number(released.numUpdatedRows),
    interrupted: interrupted.rows.map((r) => ({ kind: r.kind, period: r.period, email: r.email ?? "" })),
  };
}

export const INTERRUPTED =
  "The run stopped during the SMTP exchange; not sent again, so the learner never gets it twice.";

/** The learners of these ids who may still get this setting's mail (it may have changed since planning). */
export async function recipientsWithFlag(db: Db, ids: string[], flag: EmailFlag): Promise<JobRecipient[]> {
  if (ids.length === 0) return [];
  const result = await sql<JobRecipient>`
    SELECT u.id, u.email, u.name, u.timezone, u.languages, u.daily_goal_minutes
    FROM users u
    WHERE u.id = ANY(${ids}::uuid[]) AND ${registered} AND ${flagColumn(flag)}`.execute(db);
  return result.rows;
}

/** An update of the job that this claim holds: none once another claim took the job over. */
function heldJob(db: Db, jobId: string, claimId: string) {
  return db.updateTable("email_jobs").where("id", "=", jobId).where("claim_id", "=", claimId);
}

/** The last step before SMTP; false when this claim no longer holds the job (its lease ran out). */
export async function markSending(
  db: Db,
  jobId: string,
  claimId: string,
  leaseUntil: Date,
): Promise<boolean> {
  const result = await heldJob(db, jobId, claimId)
    .set({ status: "sending", lease_until: leaseUntil })
    .where("status", "=", "claimed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishJob(
  db: Db,
  jobId: string,
  claimId: string,
  outcome: { status: "sent" | "skipped" | "failed"; now: Date; error?: string },
): Promise<void> {
  await heldJob(db, jobId, claimId)
    .set({
      status: outcome.status,
      finished_at: outcome.now,
      lease_until: null,
      last_error: outcome.error ?? null,
    })
    .execute();
}

/** A refused send to try again later: pending from `runAfter` on. */
export async function retryJobLater(
  db: Db,
  jobId: string,
  claimId: string,
  runAfter: Date,
  error: string,
): Promise<void> {
  await heldJob(db, jobId, claimId)
    .set({ status: "pending", run_after: runAfter, claim_id: null, lease_until: null, last_error: error })
    .where("status", "in", ["claimed", "sending"])
    .execute();
}

export interface RunRecord extends RunSummary {
  instance: string;
  startedAt: Date;
  finishedAt: Date;
}

export async function recordRun(db: Db, run: RunRecord): Promise<void> {
  await db
    .insertInto("email_runs")
    .values({
      instance: run.instance,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      planned: run.planned,
      sent: run.sent,
      retried: run.retried,
      failed: run.failed,
      skipped: run.skipped,
      failures: JSON.stringify(run.failures),
    })
    .execute();
}

export async function listRecentRuns(db: Db, limit: number) {
  return db
    .selectFrom("email_runs")
    .selectAll()
    .orderBy("started_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** How many jobs wait in each state: the admin page's view of the queue. */
export async function countJobsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("email_jobs")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
