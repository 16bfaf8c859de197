import { signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { type SmtpSink, startSmtpSink } from "@tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "@tests/setup/test-app";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailRunsResponseSchema } from "../../../shared/contracts/email-runs";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { createMailer, type Mailer } from "../../lib/mailer";
import { JOB_KINDS } from "./job-kinds";
import { claimDueJobs, INTERRUPTED, markSending } from "./job-repository";
import { LEASE_MS, runEmailJobs } from "./job-runner";

// The runner's promises (docs/emails.md "The runner"), each with its own app and one learner so that every
// figure is this learner's: a refused send is retried with back-off and logged, a run that stopped
// after claiming resumes without a duplicate, and the admin page's call lists the runs.
const ZONE = "Europe/Moscow";
const MIN = 60_000;
const weekly = { weekly: JOB_KINDS.weekly } as NonNullable<Parameters<typeof runEmailJobs>[1]>["kinds"];

let t: TestApp;
let sink: SmtpSink;
let mailer: Mailer;
let reportAt: number;

beforeEach(async () => {
  t = await createTestApp({ adminEmails: ["admin@example.com"] });
  sink = await startSmtpSink();
  mailer = createMailer({ smtpUrl: sink.url, from: t.config.mailFrom, dataDir: t.config.dataDir });
  const client = new TestClient(t.app);
  await client.loadUser(ZONE);
  await signUp(t, client, "Lena", "lena@example.com");
  // A past Monday, 08:00 in Moscow: the report of the week before it is due.
  const today = localDateOf(Date.now(), ZONE);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7);
  reportAt = zonedDateTimeToInstant(monday, "08:00", ZONE);
});

afterEach(async () => {
  mailer.close();
  await sink.close();
  await t.close();
});

const run = (at: number) =>
  runEmailJobs(
    { db: t.db, mailer, config: t.config },
    { now: new Date(at), kinds: weekly, instance: "test-1" },
  );

async function job() {
  return t.db
    .selectFrom("email_jobs")
    .select(["status", "attempts", "run_after", "last_error"])
    .executeTakeFirstOrThrow();
}

describe("a send the SMTP server refuses", () => {
  it("is tried again after 1 minute, and logged", async () => {
    sink.refuseNext(1);
    expect(await run(reportAt)).toMatchObject({ planned: 1, sent: 0, retried: 1, failed: 0 });
    expect(sink.mailsTo("lena@example.com")).toHaveLength(0);
    expect(await job()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await job()).run_after.getTime()).toBe(reportAt + MIN);

    expect(await run(reportAt + MIN - 1000)).toMatchObject({ planned: 0, sent: 0, retried: 0 });
    expect(await run(reportAt + MIN)).toMatchObject({ planned: 0, sent: 1 });
    expect(sink.mailsTo("lena@example.com")).toHaveLength(1);
    expect(await job()).toMatchObject({ status: "sent", attempts: 2 });
    expect(await run(reportAt + 2 * MIN)).toMatchObject({ planned: 0, sent: 0 });

    // The admin page's call: the two runs that did something, newest first (the idle one is not kept).
    const admin = new TestClient(t.app);
    await admin.loadUser(ZONE);
    await signUp(t, admin, "Admin", "admin@example.com");
    const answer = await admin.get("/api/admin/email-runs");
    expect(answer.statusCode, answer.body).toBe(200);
    const { runs, jobs } = emailRunsResponseSchema.parse(answer.json());
    expect(runs.map((r) => [r.instance, r.planned, r.sent, r.retried, r.failed, r.skipped])).toEqual([
      ["test-1", 0, 1, 0, 0, 0],
      ["test-1", 1, 0, 1, 0, 0],
    ]);
    expect(runs[1]?.startedAt).toBe(new Date(reportAt).toISOString());
    expect(runs[1]?.failures).toEqual([
      {
        kind: "weekly",
        period: addDays(localDateOf(reportAt, ZONE), -7),
        email: "lena@example.com",
        error: expect.stringContaining("451"),
        final: false,
      },
    ]);
    expect(jobs).toEqual({ pending: 0, sending: 0, sent: 1, failed: 0, skipped: 0 });
  });

  it("waits 1, 5 and 30 minutes between tries, then gives up and says so", async () => {
    sink.refuseNext(100);
    expect((await run(reportAt)).retried).toBe(1);
    expect((await run(reportAt + MIN)).retried).toBe(1);
    expect((await run(reportAt + 6 * MIN - 1000)).retried).toBe(0); // not yet: 5 minutes after the 2nd
    expect((await run(reportAt + 6 * MIN)).retried).toBe(1);
    expect((await run(reportAt + 36 * MIN - 1000)).retried).toBe(0); // 30 minutes after the 3rd
    const last = await run(reportAt + 36 * MIN);
    expect(last).toMatchObject({ retried: 0, failed: 1 });
    expect(last.failures[0]).toMatchObject({ email: "lena@example.com", final: true });
    expect(await job()).toMatchObject({ status: "failed", attempts: 4 });
    expect((await job()).last_error).toContain("451");
    expect(await run(reportAt + 24 * 60 * MIN)).toMatchObject({ planned: 0, sent: 0, failed: 0 });
    expect(sink.refused()).toBe(4);
    expect(sink.mailsTo("lena@example.com")).toHaveLength(0);
  });
});

describe("a run that stops after claiming (a crash)", () => {
  it("lets another run send a job it claimed but never sent, once its lease is over", async () => {
    // Planned, refused once (so it waits, unsent), then claimed by a run that dies before sending.
    expect((await run(reportAt - 8 * 60 * MIN)).planned).toBe(0); // Monday 00:00: not due yet
    sink.refuseNext(1);
    await run(reportAt); // planned, refused once: pending again from +1 min
    const claimed = await claimDueJobs(t.db, {
      claimId: crypto.randomUUID(),
      now: new Date(reportAt + MIN),
      leaseUntil: new Date(reportAt + MIN + LEASE_MS),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);

    expect(await run(reportAt + 2 * MIN)).toMatchObject({ sent: 0 }); // still leased
    expect(sink.mailsTo("lena@example.com")).toHaveLength(0);
    expect(await run(reportAt + 2 * MIN + LEASE_MS)).toMatchObject({ sent: 1, failed: 0 });
    expect(await run(reportAt + 3 * MIN + LEASE_MS)).toMatchObject({ sent: 0 });
    expect(sink.mailsTo("lena@example.com")).toHaveLength(1);
  });

  it("never sends twice a job that was handed to SMTP when the run stopped", async () => {
    // A run plans and claims, marks the job "sending", gives it to the SMTP server, and dies
    // before it can write "sent".
    await run(reportAt - 60 * MIN); // nothing due yet
    sink.refuseNext(1);
    await run(reportAt);
    const claimId = crypto.randomUUID();
    const [claimed] = await claimDueJobs(t.db, {
      claimId,
      now: new Date(reportAt + MIN),
      leaseUntil: new Date(reportAt + MIN + LEASE_MS),
      limit: 10,
    });
    expect(claimed).toBeDefined();
    expect(await markSending(t.db, claimed?.id ?? "", claimId, new Date(reportAt + MIN + LEASE_MS))).toBe(
      true,
    );
    await mailer.send({ to: "lena@example.com", subject: "Your week (the stopped run's)", text: "…" });

    const resumed = await run(reportAt + 2 * MIN + LEASE_MS);
    expect(resumed).toMatchObject({ sent: 0, failed: 1 });
    expect(resumed.failures).toEqual([
      { kind: "weekly", period: claimed?.period, email: "lena@example.com", error: INTERRUPTED, final: true },
    ]);
    expect(await job()).toMatchObject({ status: "failed", last_error: INTERRUPTED });
    await run(reportAt + 60 * MIN + LEASE_MS);
    expect(sink.mailsTo("lena@example.com")).toHaveLength(1);
  });
});

describe("GET /api/admin/email-runs", () => {
  it("is for admins only", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/admin/email-runs")).statusCode).toBe(401);
    await visitor.loadUser(ZONE);
    expect((await visitor.get("/api/admin/email-runs")).statusCode).toBe(401);
    const learner = new TestClient(t.app);
    await learner.loadUser(ZONE);
    await signUp(t, learner, "Learner", "learner@example.com");
    const refused = await learner.get("/api/admin/email-runs");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    const admin = new TestClient(t.app);
    await admin.loadUser(ZONE);
    await signUp(t, admin, "Admin", "admin@example.com");
    const answer = await admin.get("/api/admin/email-runs");
    expect(answer.statusCode).toBe(200);
    expect(emailRunsResponseSchema.parse(answer.json())).toEqual({
      runs: [],
      jobs: { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 },
    });
  });
});
