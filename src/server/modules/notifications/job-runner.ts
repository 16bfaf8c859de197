import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { EmailRunFailure } from "../../../shared/contracts/email-runs";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import type { Mailer } from "../../lib/mailer";
import { JOB_KINDS } from "./job-kinds";
import type { EmailJobKind, JobContext, JobRecipient, RunSummary } from "./job-model";
import {
  type ClaimedJob,
  claimDueJobs,
  finishJob,
  INTERRUPTED,
  markSending,
  planJobs,
  recipientsWithFlag,
  recordRun,
  recoverExpiredLeases,
  retryJobLater,
  zonesWithFlag,
} from "./job-repository";

/** Waits before the 2nd, 3rd and 4th try of a refused send; after the 4th the job has failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000] as const;
/** How long a claim holds its jobs; a run that stops (a crash) lets them go after this. */
export const LEASE_MS = 10 * 60_000;
/** The failures one run keeps for the admin page. */
const FAILURES_KEPT = 20;

export interface EmailRunnerDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl" | "sessionSecret">;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface EmailRunOptions {
  /** The run's clock; tests fix it. Default: the server's clock, read as the run goes. */
  now?: Date;
  /** Who ran, for the log: host and process by default. */
  instance?: string;
  kinds?: Record<string, EmailJobKind>;
  /** Mails composed and sent at once. */
  concurrency?: number;
  /** Jobs per claim (one short transaction each). */
  batchSize?: number;
}

export function defaultInstanceName(): string {
  return `${hostname()}:${process.pid}`;
}

/**
 * One run (docs/emails.md): lets go of the jobs of runs that stopped, plans the mails due now,
 * then claims due jobs in batches and sends them until none is left. Safe with any number of
 * instances running at the same time: planning is idempotent, claims skip each other's rows.
 */
export async function runEmailJobs(
  deps: EmailRunnerDeps,
  options: EmailRunOptions = {},
): Promise<RunSummary> {
  const clock = () => options.now ?? new Date();
  const startedAt = clock();
  const kinds = options.kinds ?? JOB_KINDS;
  const summary: RunSummary = { planned: 0, sent: 0, retried: 0, failed: 0, skipped: 0, failures: [] };
  const fail = (failure: EmailRunFailure) => {
    if (summary.failures.length < FAILURES_KEPT) summary.failures.push(failure);
  };

  const recovered = await recoverExpiredLeases(deps.db, startedAt);
  for (const job of recovered.interrupted) {
    summary.failed++;
    fail({ ...job, error: INTERRUPTED, final: true });
  }

  for (const [kind, definition] of Object.entries(kinds)) {
    summary.planned += await planKind(deps.db, kind, definition, startedAt);
  }

  const memo = new Map<string, Promise<unknown>>();
  const ctx: JobContext = {
    db: deps.db,
    config: deps.config,
    now: startedAt,
    shared: <T>(key: string, load: () => Promise<T>) => {
      let value = memo.get(key);
      if (!value) {
        value = load();
        memo.set(key, value);
      }
      return value as Promise<T>;
    },
  };
  const claimId = randomUUID();
  for (;;) {
    const jobs = await claimDueJobs(deps.db, {
      claimId,
      now: clock(),
      leaseUntil: new Date(clock().getTime() + LEASE_MS),
      limit: options.batchSize ?? 100,
    });
    if (jobs.length === 0) break;
    const recipients = await recipientsOf(deps.db, jobs, kinds);
    await inParallel(jobs, options.concurrency ?? 8, async (job) => {
      const outcome = await processJob(
        deps,
        ctx,
        claimId,
        job,
        kinds[job.kind],
        recipients.get(job.id),
        clock,
      );
      summary[outcome.counted]++;
      if (outcome.failure) fail(outcome.failure);
    });
  }

  const worked = summary.planned + summary.sent + summary.retried + summary.failed + summary.skipped;
  // Idle runs (most minutes) are not logged: the admin page lists runs that did something.
  if (worked > 0) {
    await recordRun(deps.db, {
      instance: options.instance ?? defaultInstanceName(),
      startedAt,
      finishedAt: clock(),
      ...summary,
    });
    deps.log?.info({ ...summary, failures: summary.failures.length }, "email run");
  }
  return summary;
}

async function planKind(db: Db, kind: string, definition: EmailJobKind, now: Date): Promise<number> {
  // The due rule depends only on the time zone: work it out once per zone, plan once per period.
  const zonesByPeriod = new Map<string, string[]>();
  for (const zone of await zonesWithFlag(db, definition.flag)) {
    const period = definition.due(now, zone);
    if (period !== null) zonesByPeriod.set(period, [...(zonesByPeriod.get(period) ?? []), zone]);
  }
  let planned = 0;
  for (const [period, zones] of zonesByPeriod) {
    planned += await planJobs(db, { kind, flag: definition.flag, period, zones, runAfter: now });
  }
  return planned;
}

/** The recipient of each job whose learner may still get its kind of mail. */
async function recipientsOf(
  db: Db,
  jobs: ClaimedJob[],
  kinds: Record<string, EmailJobKind>,
): Promise<Map<string, JobRecipient>> {
  const byJob = new Map<string, JobRecipient>();
  const kindNames = new Set(jobs.map((j) => j.kind));
  for (const kind of kindNames) {
    const definition = kinds[kind];
    if (!definition) continue;
    const ofKind = jobs.filter((j) => j.kind === kind);
    const found = await recipientsWithFlag(
      db,
      ofKind.map((j) => j.userId),
      definition.flag,
    );
    const byUser = new Map(found.map((r) => [r.id, r]));
    for (const job of ofKind) {
      const recipient = byUser.get(job.userId);
      if (recipient) byJob.set(job.id, recipient);
    }
  }
  return byJob;
}

type Outcome = { counted: "sent" | "retried" | "failed" | "skipped"; failure?: EmailRunFailure };

async function processJob(
  deps: EmailRunnerDeps,
  ctx: JobContext,
  claimId: string,
  job: ClaimedJob,
  kind: EmailJobKind | undefined,
  recipient: JobRecipient | undefined,
  clock: () => Date,
): Promise<Outcome> {
  if (!kind || !recipient) {
    const error = kind ? undefined : `No kind of email is called "${job.kind}".`;
    await finishJob(deps.db, job.id, claimId, { status: "skipped", now: clock(), error });
    return { counted: "skipped" };
  }
  let sending = false;
  try {
    const mail = await kind.compose(ctx, recipient, job.period);
    if (!mail) {
      await finishJob(deps.db, job.id, claimId, { status: "skipped", now: clock() });
      return { counted: "skipped" };
    }
    // Marked before the SMTP call: from here on a stopped run never sends it again (docs/emails.md).
    if (!(await markSending(deps.db, job.id, claimId, new Date(clock().getTime() + LEASE_MS)))) {
      return { counted: "skipped" };
    }
    sending = true;
    await deps.mailer.send(mail);
    await finishJob(deps.db, job.id, claimId, { status: "sent", now: clock() });
    return { counted: "sent" };
  } catch (err) {
    // A send that threw was refused or never connected: the SMTP server did not take it, so
    // trying again cannot deliver it twice. A compose that threw never reached SMTP at all.
    const error = err instanceof Error ? err.message : String(err);
    deps.log?.error({ err, jobId: job.id, kind: job.kind, sending }, "email job failed");
    const failure = { kind: job.kind, period: job.period, email: recipient.email, error };
    const delay = RETRY_DELAYS_MS[job.attempts - 1];
    if (delay === undefined) {
      await finishJob(deps.db, job.id, claimId, { status: "failed", now: clock(), error });
      return { counted: "failed", failure: { ...failure, final: true } };
    }
    await retryJobLater(deps.db, job.id, claimId, new Date(clock().getTime() + delay), error);
    return { counted: "retried", failure: { ...failure, final: false } };
  }
}

async function inParallel<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** Runs every `intervalMs` (never two at once in this process) until stopped; 0 starts nothing. */
export function startEmailJobs(deps: EmailRunnerDeps, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runEmailJobs(deps)
      .then(() => undefined)
      .catch((err) => deps.log?.error({ err }, "email run failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
