import { type SmtpSink, startSmtpSink } from "@tests/setup/smtp-sink";
import { setupTestApp } from "@tests/setup/test-app";
import { testDbKind } from "@tests/setup/test-db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createDb, type DbHandle } from "../../db/create-db";
import { createMailer, type Mailer } from "../../lib/mailer";
import { JOB_KINDS } from "./job-kinds";
import { runEmailJobs } from "./job-runner";

// Exactly once with several instances (docs/emails.md "The runner"): two app instances on one PostgreSQL run the same Monday at the same moment;
// each learner receives exactly one report. PGlite is one process's embedded database: a second
// instance cannot open it, so there is nothing to test there.
const LEARNERS = 200;
const ZONE = "Europe/Moscow";
const MONDAY_8AM = new Date("2026-11-16T05:00:00Z"); // 08:00 in Moscow

describe.runIf(testDbKind === "postgres")("two instances on one database", () => {
  const t = setupTestApp();
  let sink: SmtpSink;
  let handle: DbHandle;
  let second: FastifyInstance;
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 8 });
    const secondMailer = createMailer({
      smtpUrl: sink.url,
      from: t.config.mailFrom,
      dataDir: t.config.dataDir,
    });
    second = await buildApp({ config: t.config, db: handle.db, mailer: secondMailer, logger: false });
    await second.ready();
    mailers.push(
      createMailer({ smtpUrl: sink.url, from: t.config.mailFrom, dataDir: t.config.dataDir }),
      secondMailer,
    );
    // Registered learners with the weekly report on (the default), written as sign-up leaves them.
    await t.db
      .insertInto("users")
      .values(
        Array.from({ length: LEARNERS }, (_, i) => ({
          name: `Learner ${i}`,
          email: `learner${i}@example.com`,
          is_anonymous: false,
          email_verified: true,
          timezone: ZONE,
          registered_at: new Date("2026-01-01T00:00:00Z"),
          final_goal_date: new Date("2027-01-01T00:00:00Z"),
          created_at: new Date("2026-01-01T00:00:00Z"),
          last_seen_at: new Date("2026-01-01T00:00:00Z"),
        })),
      )
      .execute();
  });

  afterAll(async () => {
    await second?.close();
    for (const m of mailers) m.close();
    await handle?.close();
    await sink?.close();
  });

  it("sends each learner exactly one weekly report", async () => {
    const kinds = { weekly: JOB_KINDS.weekly } as NonNullable<Parameters<typeof runEmailJobs>[1]>["kinds"];
    const [a, b] = mailers as [Mailer, Mailer];
    // Small batches, so that the two instances' claims interleave over the same rows.
    const summaries = await Promise.all([
      runEmailJobs(
        { db: t.db, mailer: a, config: t.config },
        { now: MONDAY_8AM, kinds, instance: "a", batchSize: 10 },
      ),
      runEmailJobs(
        { db: handle.db, mailer: b, config: t.config },
        { now: MONDAY_8AM, kinds, instance: "b", batchSize: 10 },
      ),
      // A third run of the first instance's process, as a timer tick would start on another host.
      runEmailJobs(
        { db: handle.db, mailer: b, config: t.config },
        { now: MONDAY_8AM, kinds, instance: "c", batchSize: 7 },
      ),
    ]);
    expect(summaries.reduce((n, s) => n + s.planned, 0)).toBe(LEARNERS);
    expect(summaries.reduce((n, s) => n + s.sent, 0)).toBe(LEARNERS);
    expect(summaries.every((s) => s.failed === 0 && s.retried === 0)).toBe(true);
    // Both instances did part of the work.
    expect(summaries.filter((s) => s.sent > 0).length).toBeGreaterThanOrEqual(2);

    const reports = sink.received.filter((m) => m.subject.startsWith("Your week of"));
    expect(reports).toHaveLength(LEARNERS);
    const perLearner = new Map<string, number>();
    for (const mail of reports) for (const to of mail.to) perLearner.set(to, (perLearner.get(to) ?? 0) + 1);
    expect(perLearner.size).toBe(LEARNERS);
    expect([...perLearner.values()].every((n) => n === 1)).toBe(true);

    // Running the same Monday again, on either instance, sends nothing.
    const again = await Promise.all([
      runEmailJobs({ db: t.db, mailer: a, config: t.config }, { now: MONDAY_8AM, kinds, instance: "a" }),
      runEmailJobs({ db: handle.db, mailer: b, config: t.config }, { now: MONDAY_8AM, kinds, instance: "b" }),
    ]);
    expect(again.map((s) => s.planned + s.sent)).toEqual([0, 0]);
    expect(sink.received.filter((m) => m.subject.startsWith("Your week of"))).toHaveLength(LEARNERS);
  }, 180_000); // a mail per SMTP connection (the mailer's default) on a machine shared with other tests
});

describe.runIf(testDbKind === "pglite")("two instances on one database", () => {
  it.skip("needs PostgreSQL: an embedded PGlite belongs to one process, so a second instance cannot share it", () => {});
});
