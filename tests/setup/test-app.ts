import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type BuildAppOptions, buildApp } from "../../src/server/app";
import { type AppConfig, loadConfig } from "../../src/server/config";
import type { Db } from "../../src/server/db/create-db";
import { createMailer } from "../../src/server/lib/mailer";
import type { PageEntry } from "../../src/server/plugins/page-renderer";
import { createFileStore } from "../../src/server/storage/create-file-store";
import type { FileStore } from "../../src/server/storage/file-store";
import { createTestDb } from "./test-db";

export const TEST_ORIGIN = "http://127.0.0.1:3000";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** The app's file store (DATA_DIR/files, or the bucket of `storageUrl`). */
  storage: FileStore;
  /** The PostgreSQL URL of this app's database (undefined on PGlite). */
  databaseUrl?: string;
  /** The newest sign-in code mailed to this address (from the outbox). */
  lastCodeFor(email: string): string;
  close(): Promise<void>;
}

/**
 * The config of an app under test (the API tier's and the API fuzz's) from these environment
 * variables: no web build, no page renderer, no demo catalog, mail to DATA_DIR's outbox.
 */
export function testAppConfig(dataDir: string, env: Record<string, string | undefined>): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: dataDir, ...env }),
    webDir: undefined,
    pageRendererFile: undefined,
    seedDemo: false,
    // PUBLIC_URL names the links in mail and our Origin; the Host check it would switch on
    // (plugins/security.ts) is tested on its own, since inject() calls for "localhost:80" and the
    // loopback listener by other Host names.
    publicUrlSet: false,
  };
}

/** The real server on a fresh database, with mail written to a temporary outbox. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, "renderPage" | "pageEntry"> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pn-test-"));
  const config: AppConfig = {
    ...testAppConfig(dataDir, { SESSION_SECRET: "test-secret-0123456789abcdef", PUBLIC_URL: TEST_ORIGIN }),
    ...overrides,
  };
  const handle = await createTestDb();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir });
  const storage = await createFileStore(config);
  const pageEntry = options.pageEntry ?? (config.webDir ? await sourcePageEntry() : undefined);
  const app = await buildApp({
    config,
    db: handle.db,
    listen: handle.listen,
    mailer,
    logger: false,
    storage,
    ...options,
    pageEntry,
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    storage,
    databaseUrl: handle.url,
    lastCodeFor: (email) => lastCodeInOutbox(dataDir, email),
    close: async () => {
      await app.close();
      await storage.close();
      mailer.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app (or the describe block's, called inside one): built before the first test,
 * closed after the last. The returned object is filled in by `beforeAll`, so read its fields inside
 * tests and hooks, never at the top level. Overrides known only once an earlier `beforeAll` ran
 * (the port of a mail server the file starts) are given as a function, called then.
 */
export function setupTestApp(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: Pick<BuildAppOptions, "renderPage"> = {},
): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    const config = typeof overrides === "function" ? overrides() : overrides;
    Object.assign(t, await createTestApp(config, options));
  });
  // A beforeAll that failed (a timeout) left nothing to close: its own error is the report.
  afterAll(() => t.close?.());
  return t;
}

/**
 * The web app's server entry from source, as `npm run build` bundles it into dist/ssr, for a test
 * app that serves pages: it names them and prepares their data. It renders no first screen unless
 * the test passes `renderPage` (page-renderer.api.test.ts): a test of the data reads the page alone.
 */
async function sourcePageEntry(): Promise<PageEntry> {
  const entry = await import("../../src/web/entry-server");
  return { pagePaths: entry.PAGE_PATHS, preparePage: entry.preparePage };
}

/** The newest sign-in code mailed to `email` in DATA_DIR's outbox (the test app's and the fuzz app's). */
export function lastCodeInOutbox(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, "outbox");
  const files = readdirSync(outbox).sort().reverse();
  for (const file of files) {
    const mail = readFileSync(path.join(outbox, file), "utf8");
    if (!mail.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const code = /Your code is (\d{6})/.exec(mail)?.[1];
    if (code) return code;
  }
  throw new Error(`No code was mailed to ${email}`);
}
