// `npm test`: every tier of docs/testing.md, then one closing line with the totals.
// A tier that cannot run here prints why; under CI=true a skipped tier is a failure.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const ci = process.env.CI === "true" || process.env.CI === "1";
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
/** Why a tier counts as failed, printed again at the end (CI shows the end of the output). */
const problems = [];
mkdirSync(".tmp", { recursive: true });

/**
 * Runs one tier. `quiet`: its output is kept and printed once it ends, for a tier that runs beside
 * another (their lines would interleave otherwise).
 */
async function vitest(tier, project, env = {}, { quiet = false } = {}) {
  const out = `.tmp/results-${tier}.json`;
  rmSync(out, { force: true });
  if (!quiet) console.log(`\n=== ${tier} ===`);
  const child = spawn(
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`],
    { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } },
  );
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  if (quiet) {
    console.log(`\n=== ${tier} ===`);
    process.stdout.write(Buffer.concat(output));
  }
  count(tier, out, status);
}

function count(tier, out, status) {
  if (!existsSync(out)) {
    problems.push(`${tier}: the test runner produced no results (exit ${status}).`);
    broken = true;
    return;
  }
  const r = JSON.parse(readFileSync(out, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  if (r.numFailedTests > 0) problems.push(`${tier}: ${r.numFailedTests} failed (see above).`);
  else if (r.numTotalTests === 0) problems.push(`${tier}: no test ran.`);
  else if (status !== 0)
    problems.push(
      `${tier}: every test passed but the runner exited ${status}: look above for "Unhandled" ` +
        "(an error outside any test, e.g. a rejected promise after a test ended).",
    );
  if (status !== 0 || r.numFailedTests > 0 || r.numTotalTests === 0) broken = true;
}

function skip(tier, why) {
  console.log(`\n=== ${tier} === SKIPPED: ${why}`);
  if (ci) {
    problems.push(`${tier} must run under CI=true.`);
    broken = true;
  }
}

// The API tier on PostgreSQL waits on the server most of the time, so it runs beside the unit tier
// (CPU-bound, a minute) rather than after it (docs/testing.md "Time").
if (process.env.TEST_DATABASE_URL)
  await Promise.all([
    vitest("unit", "unit"),
    vitest("api (PostgreSQL)", "api", { TEST_DB: "postgres" }, { quiet: true }),
  ]);
else {
  await vitest("unit", "unit");
  skip("api (PostgreSQL)", "set TEST_DATABASE_URL=postgres://user:pass@host:5432/db to run it.");
}
await vitest("api (PGlite)", "api");
// Fuzz (docs/testing.md): the API fuzz on PGlite within its time budget (FUZZ_BUDGET_MS), and the
// crash test on PGlite and, with TEST_DATABASE_URL, on PostgreSQL. About a minute.
await vitest("fuzz", "fuzz", { TEST_DB: "pglite" });
if (existsSync(chrome)) {
  const build = spawnSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) {
    problems.push(`e2e (Chromium): the build failed (exit ${build.status}).`);
    broken = true;
  } else await vitest("e2e (Chromium)", "e2e", { CHROME_PATH: chrome });
} else
  skip(
    "e2e (Chromium)",
    `no Chromium at ${chrome}; install it (apt-get install chromium) or set CHROME_PATH.`,
  );

for (const problem of problems) console.error(problem);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(broken ? 1 : 0);
