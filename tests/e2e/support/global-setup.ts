import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { launchApp } from "./app-server";
import { launchBrowserServer } from "./browser";

// The e2e tier's start (docs/testing.md "End to end"): making a database, migrating it and loading
// the demo catalog is most of an app's start (~20 s on the 2-core machine, against ~6 s to open a
// ready one). It is done once here, into a template DATA_DIR that every app of the tier copies;
// and one app on a copy of it, with the default configuration, serves every spec that needs no
// configuration of its own (support/e2e.ts). One Chromium, started here too, serves every spec.

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, seeded DATA_DIR that every app of the tier starts from (a copy of it). */
    e2eTemplateDir: string;
    /** The tier's shared app: its URL and DATA_DIR (whose outbox holds the codes it mailed). */
    e2eSharedApp: { url: string; dataDir: string };
    /** The tier's Chromium, which each spec connects to (support/browser.ts). */
    e2eBrowserEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = mkdtempSync(path.join(tmpdir(), "pn-e2e-template-"));
  // Started once to make its database and catalog, then stopped: the files are what is kept.
  await (await launchApp({ dataDir: template })).stop();
  const [shared, browser] = await Promise.all([launchApp({ template }), launchBrowserServer()]);
  project.provide("e2eTemplateDir", template);
  project.provide("e2eSharedApp", { url: shared.url, dataDir: shared.dataDir });
  project.provide("e2eBrowserEndpoint", browser.wsEndpoint());
  return async () => {
    await browser.close();
    await shared.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
