import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { codeIn, launchApp, type RunningApp } from "./app-server";
import { connectBrowser } from "./browser";

export interface E2e {
  /** The app the spec talks to (set before its first test). */
  readonly app: RunningApp;
  /** The spec's Chromium; each test opens its own context in it (newPage), for isolation. */
  readonly browser: Browser;
}

/**
 * The one fixture of every e2e spec (docs/testing.md "End to end"): its Chromium (a connection to
 * the tier's, global-setup.ts), and its app.
 * Without `env`, the tier's shared app (global-setup.ts), which every such spec uses in turn: its
 * tests make their own visitors and learners, and change nothing another spec reads (no admin
 * there). With `env` (admin emails, a session secret…), an app of its own on a copy of the tier's
 * template, stopped after the spec's last test.
 */
export function setupE2e(options: { env?: Record<string, string> } = {}): E2e {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const own = options.env !== undefined;
    [app, browser] = await Promise.all([
      own ? launchApp({ env: options.env, template: inject("e2eTemplateDir") }) : sharedApp(),
      connectBrowser(inject("e2eBrowserEndpoint")),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    if (options.env !== undefined) await app?.stop();
  });
  return {
    get app() {
      if (!app) throw new Error("setupE2e: the app is there once the spec's beforeAll ran");
      return app;
    },
    get browser() {
      if (!browser) throw new Error("setupE2e: the browser is there once the spec's beforeAll ran");
      return browser;
    },
  };
}

/** The tier's shared app; global-setup.ts stops it after the last spec. */
async function sharedApp(): Promise<RunningApp> {
  const { url, dataDir } = inject("e2eSharedApp");
  return { url, dataDir, codeFor: (email) => codeIn(dataDir, email), stop: async () => {} };
}
