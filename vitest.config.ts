import { defineConfig } from "vitest/config";

// Four tiers (docs/testing.md): unit (pure, fast), api (the real server on PGlite, or on
// PostgreSQL with TEST_DATABASE_URL), fuzz (generated malformed requests, and crashes of the real
// server process) and e2e (the built app in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "src/server/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          exclude: ["src/server/**/*.unit.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound; two files at a time suit a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
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
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.spec.ts"],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
