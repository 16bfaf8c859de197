import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Four tiers (docs/testing.md): unit (pure, fast), api (the real server on PGlite, or on
// PostgreSQL with TEST_DATABASE_URL), fuzz (generated malformed requests, and crashes of the real
// server process) and e2e (the built app in Chromium).
export default defineConfig({
  // `@tests/…` names the shared test helpers (tests/setup, tests/factories) from any depth.
  resolve: { alias: { "@tests": fileURLToPath(new URL("./tests", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.unit.test.{ts,tsx}", "scripts/**/*.unit.test.ts"],
          environment: "node",
          // West of UTC, as many learners and admins are: code that writes a stored day in the
          // machine's own time zone (30 March for 2026-03-31) fails here, not only in their browsers.
          env: { TZ: "America/New_York" },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.api.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          // Files share their worker's modules (docs/testing.md "Time"): importing the server anew
          // for every file was half of the tier's time. Each file still makes its own app and
          // database, and no test file changes a module's state (no vi.mock, no stubbed env).
          isolate: false,
          // One migrated database for the tier, copied by each file (tests/setup/api-global-setup.ts).
          globalSetup: ["tests/setup/api-global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.fuzz.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The API fuzz and the crash test each load a core: one file at a time keeps the budget.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A real browser on a shared machine: "eventually" (expect.poll) gets 10 s, not Vitest's 1 s,
          // which a lazy page's load and transition outlast under load (docs/testing.md).
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // One template DATA_DIR and one shared app for the tier (support/global-setup.ts).
          globalSetup: ["tests/e2e/support/global-setup.ts"],
        },
      },
    ],
  },
});
