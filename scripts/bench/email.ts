// The email target of `npm run bench` (docs/emails.md "Speed"): the weekly run for 10,000 registered
// learners (weekly report on, four weeks of history each) prepared and handed to a local SMTP
// server in at most 60 s, on PostgreSQL. Planning, claiming, reading each learner's figures,
// composing the mail and the SMTP exchange are all the real code (runEmailJobs); the SMTP server
// (smtp-server, in this process) only counts what it is given. Settings: DATABASE_URL or
// TEST_DATABASE_URL (a scratch database is created there and dropped), BENCH_EMAIL_LEARNERS (10000).
import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import pg from "pg";
import { createDb } from "../../src/server/db/create-db";
import { migrateToLatest } from "../../src/server/db/migrate";
import { createMailer } from "../../src/server/lib/mailer";
import { JOB_KINDS } from "../../src/server/modules/notifications/job-kinds";
import { runEmailJobs } from "../../src/server/modules/notifications/job-runner";

const LEARNERS = Number(process.env.BENCH_EMAIL_LEARNERS ?? 10_000);
const GOAL_SECONDS = 60;
/** A Monday at 12:00 UTC: past 08:00 on that Monday in each zone below. */
const NOW = new Date("2026-11-16T12:00:00Z");
const ZONES = ["Europe/Moscow", "Europe/Berlin", "Europe/London", "Asia/Yekaterinburg"];

async function withAdminClient(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The SMTP server in a worker thread (smtp-sink-worker.mjs). */
async function startSinkWorker() {
  const worker = new Worker(new URL("./smtp-sink-worker.mjs", import.meta.url));
  const next = () => new Promise<Record<string, number>>((resolve) => worker.once("message", resolve));
  const { port } = await next();
  return {
    url: `smtp://mailer:s3cret@127.0.0.1:${port}`,
    count: async () => {
      const answer = next();
      worker.postMessage("count");
      return (await answer).received ?? 0;
    },
    close: async () => {
      worker.postMessage("close");
      await new Promise((resolve) => worker.once("exit", resolve));
    },
  };
}

export interface EmailMeasured {
  learners: number;
  seconds: number;
  /** CPU time of this process (the runner, not PostgreSQL or the SMTP thread) during the run. */
  cpuSeconds: number;
  sent: number;
  received: number;
}

/** Runs the email target; undefined (with a line saying why) without PostgreSQL. */
export async function measureEmail(): Promise<EmailMeasured | undefined> {
  const adminUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log("Email (weekly run): skipped, it needs PostgreSQL (set DATABASE_URL or TEST_DATABASE_URL).");
    return undefined;
  }
  const name = `pn_bench_email_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  const sink = await startSinkWorker();
  // Pooled, as SMTP_URL should be for the runner (docs/emails.md): a connection per mail costs
  // the TCP and SMTP greetings and the login each time.
  const mailer = createMailer({
    smtpUrl: `${sink.url}?pool=true&maxConnections=8`,
    from: "Ponyatno <no-reply@localhost>",
    dataDir: "/tmp",
  });
  try {
    await migrateToLatest(handle.db);
    console.log(`Email: ${LEARNERS} learners with four weeks of history…`);
    await seed(handle.db);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await runEmailJobs(
      {
        db: handle.db,
        mailer,
        config: { publicUrl: "http://127.0.0.1:3000", sessionSecret: "bench-secret" },
      },
      { now: NOW, kinds: { weekly: JOB_KINDS.weekly! }, instance: "bench" },
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const received = await sink.count();
    if (summary.sent !== LEARNERS || received !== LEARNERS)
      throw new Error(`email: ${summary.sent} sent, ${received} received of ${LEARNERS}`);
    return { learners: LEARNERS, seconds, cpuSeconds, sent: summary.sent, received };
  } finally {
    mailer.close();
    await sink.close();
    await handle.close();
    await withAdminClient(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The learners, their daily totals and the catalog's videos, in a few set-based statements. */
async function seed(db: Parameters<typeof migrateToLatest>[0]): Promise<void> {
  await sql`
    INSERT INTO users (name, email, is_anonymous, email_verified, timezone, registered_at, daily_goal_minutes)
    SELECT 'Learner ' || i, 'learner' || i || '@example.com', false, true,
      (${ZONES}::text[])[1 + i % ${ZONES.length}], now(), 15 + (i % 4) * 15
    FROM generate_series(1, ${LEARNERS}) AS i`.execute(db);
  // About 20 of the last 28 days each, 5 to 95 minutes a day, a quarter of it off-platform.
  await sql`
    INSERT INTO daily_totals (user_id, day, video_ms, off_platform_ms)
    SELECT u.id, d.day, m * 45000, m * 15000
    FROM users u
    CROSS JOIN LATERAL (
      SELECT date '2026-11-15' - g AS day, 5 + (hashtext(u.id::text || g) & 1023) % 91 AS m
      FROM generate_series(0, 27) AS g
      WHERE (hashtext(u.id::text || g || 'on') & 7) < 6
    ) d`.execute(db);
  await sql`UPDATE users u SET watch_time_ms = t.total
    FROM (SELECT user_id, sum(video_ms + off_platform_ms) AS total FROM daily_totals GROUP BY user_id) t
    WHERE t.user_id = u.id`.execute(db);
  await sql`INSERT INTO channels (name) VALUES ('Bench channel')`.execute(db);
  await sql`
    INSERT INTO videos (id, title, platform, on_platform_id, duration_seconds, level, visible, upload_date,
      channel_id, published_at, created_at, updated_at)
    SELECT 'bench-' || i, 'Видео ' || i, 'youtube', 'yt' || i, 300 + i, 'Beginner 1', true,
      timestamptz '2026-11-01T00:00:00Z' + i * interval '6 hours', (SELECT id FROM channels LIMIT 1),
      timestamptz '2026-11-01T00:00:00Z' + i * interval '6 hours', now(), now()
    FROM generate_series(1, 80) AS i`.execute(db);
  await sql`ANALYZE`.execute(db);
}

export function printEmail(measured: EmailMeasured | undefined): void {
  if (!measured) return;
  const verdict = measured.seconds <= GOAL_SECONDS ? "within" : "OVER";
  const { learners, seconds, cpuSeconds, sent } = measured;
  console.log(
    `\nEmail, the weekly run on PostgreSQL: ${learners} learners planned, composed and handed to SMTP in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)} mails/s; the runner's process used ${cpuSeconds.toFixed(1)} s of CPU); goal ≤ ${GOAL_SECONDS} s: ${verdict}`,
  );
}
