import { setFlagsFromString } from "node:v8";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDb } from "./db/create-db";
import { migrateToLatest } from "./db/migrate";
import { seedDemoCatalog } from "./db/seed/demo-catalog";
import { createMailer } from "./lib/mailer";
import { startEmailJobs } from "./modules/notifications/job-runner";
import { removeIdleAnonymousUsers } from "./modules/user/user-repository";
import { removeEndedRateLimits } from "./plugins/rate-limit";
import { createFileStore } from "./storage/create-file-store";

const DAY_MS = 24 * 3600 * 1000;

// After each full collection V8 lets the heap grow by up to 4× what was alive before the next one,
// and a server under load keeps that room as memory. 1.5× holds the server's memory near what it
// keeps alive, for the same CPU per request (docs/decisions/020-heap-growth.md).
setFlagsFromString("--heap-growing-percent=50");
// PGlite's PostgreSQL is WebAssembly. V8 compiles it with its baseline compiler and then recompiles
// the hot functions with its optimizing one in background threads: that second tier held ~75 MB
// of resident memory after a catalog read and made PGlite's small queries no faster
// (docs/decisions/021-memory-at-100000-videos.md). Set before the database opens: it applies to
// modules compiled after it.
setFlagsFromString("--liftoff-only");

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const storage = await createFileStore(config);
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, mailer, storage });
  handle.onIdleConnectionError((err) =>
    app.log.warn({ err }, "A database connection failed while idle; the pool opens another when needed"),
  );
  if (config.seedDemo) {
    const seeded = await seedDemoCatalog(handle.db, config.mediaDir, storage, app.log);
    if (seeded > 0) app.log.info(`Loaded the demo catalog: ${seeded} videos`);
  }

  const maintenance = async () => {
    const removed = await removeIdleAnonymousUsers(handle.db).catch((err) => {
      app.log.error({ err }, "maintenance failed");
      return 0;
    });
    if (removed > 0) app.log.info(`Removed ${removed} idle anonymous users`);
    await removeEndedRateLimits(handle.db).catch((err) => app.log.error({ err }, "maintenance failed"));
  };
  void maintenance();
  const timer = setInterval(maintenance, DAY_MS);
  timer.unref();
  // Here and not in buildApp, so that tests start no timers (they call runEmailJobs with their clock).
  const emailJobs = startEmailJobs(
    { db: handle.db, mailer, config, log: app.log },
    config.emailJobsIntervalMs,
  );
  // The transcodes of uploaded videos that wait (a restart's, another instance's); stopped by app.close().
  app.videoFileJobs.poll(config.videoJobsIntervalMs);

  // Analyses queued transcripts (the demo catalog's just loaded, too) and folds watch time into words.
  app.words.start(config.wordsIntervalMs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(timer);
    await emailJobs.stop();
    await app.close();
    await storage.close();
    mailer.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Ponyatno is serving ${config.publicUrl} on the ${handle.kind === "pglite" ? "embedded" : "PostgreSQL"} database`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
