// `npm run bench:web` (docs/web-performance.md): Lighthouse on the built app, started as `npm start` starts it on a
// scratch DATA_DIR with the demo catalog. Builds nothing. See docs/web-performance.md.
// Settings (environment): BENCH_WEB_RUNS (3), BENCH_WEB_PAGES (browse,watch,progress,admin),
// CHROME_PATH (/usr/bin/chromium), BENCH_WEB_REPORTS (a directory for every run's Lighthouse report).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePorts, type RunningServer, startServer } from "../bench/processes";
import { freeFileVideos, giveHistory, type RunningApp, signUp } from "./accounts";
import { CHROME_PATH, checkChrome, killChromes, measureOnce, type RunEnvironment } from "./lighthouse";
import { benchPages, selectedNames, type Visitor } from "./pages";
import { KB, medianOf, type PageResult, printResults, writeResults } from "./report";

const SERVER_ENTRY = "dist/server/main.js";
const ADMIN_EMAIL = "bench-admin@example.com";
const LEARNER_EMAIL = "bench-learner@example.com";
/** The server must find none of these in its environment: it would measure another database, mailer or site. */
const FOREIGN_SETTINGS = [
  "DATABASE_URL",
  "SMTP_URL",
  "STORAGE_URL",
  "PUBLIC_URL",
  "TRUST_PROXY",
  "SESSION_SECRET",
];

function runsWanted(): number {
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_WEB_RUNS must be a whole number from 1.");
  return runs;
}

function uptime(): string {
  try {
    return execFileSync("uptime", { encoding: "utf8" }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`;
  }
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

/** Stops the run when there is no build; warns when the sources are newer than it. */
function checkBuild(): void {
  if (!existsSync(SERVER_ENTRY) || !existsSync("dist/web/index.html")) {
    console.error("No build in dist/: run npm run build first.");
    process.exit(1);
  }
  if (newestMtime("src") > statSync(SERVER_ENTRY).mtimeMs) {
    console.warn(
      "Warning: src/ changed after the build in dist/; the figures describe the build (npm run build).",
    );
  }
}

/** BENCH_WEB_REPORTS=<dir>: where each run's report goes (<page>-<run>.html and .json), for finding causes. */
function reportPath(pageName: string, run: number): string | undefined {
  const dir = process.env.BENCH_WEB_REPORTS;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return path.join(path.resolve(dir), `${pageName}-${run}`);
}

let server: RunningServer | undefined;
let dataDir: string | undefined;
let cleaning: Promise<void> | undefined;
let interrupted = false;

/** Ends Chromium, the server and the scratch data, once, whichever way the run ends. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    killChromes();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping Chromium and the server…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  checkBuild();
  checkChrome();
  const runs = runsWanted();
  const names = selectedNames(process.env.BENCH_WEB_PAGES);
  const loadAtStart = uptime();
  console.log(`Machine load at the start: ${loadAtStart}`);

  try {
    dataDir = mkdtempSync(path.join(tmpdir(), "pn-bench-web-"));
    for (const name of FOREIGN_SETTINGS) delete process.env[name];
    const [port] = (await freePorts(1)) as [number];
    console.log(`Starting ${SERVER_ENTRY} on port ${port} with the demo catalog…`);
    server = await startServer(
      SERVER_ENTRY,
      { DATA_DIR: dataDir, SEED_DEMO: "1", LOG_LEVEL: "warn", ADMIN_EMAILS: ADMIN_EMAIL },
      port,
      "/api/health",
    );
    const app: RunningApp = { baseUrl: server.baseUrl, dataDir };

    const videos = await freeFileVideos(app);
    const watched = videos.find((v) => v.id === "moy-gorod") ?? videos[0]!;
    const pages = benchPages(watched.id).filter((p) => names.includes(p.name));
    const cookies: Partial<Record<Visitor, string>> = {};
    if (pages.some((p) => p.visitor === "learner")) {
      cookies.learner = await signUp(app, "Bench Learner", LEARNER_EMAIL, false);
      await giveHistory(app, cookies.learner, videos);
      console.log("Signed up a learner with some history (watched videos, 14 days of off-platform input).");
    }
    if (pages.some((p) => p.visitor === "admin")) {
      cookies.admin = await signUp(app, "Bench Admin", ADMIN_EMAIL, true);
      console.log(`Signed up an admin (${ADMIN_EMAIL}, in ADMIN_EMAILS).`);
    }

    const results: PageResult[] = [];
    let environment: RunEnvironment | undefined;
    for (const page of pages) {
      const url = `${app.baseUrl}${page.path}`;
      const cookie = cookies[page.visitor];
      const html = await fetch(url, { headers: cookie ? { cookie } : {} });
      if (!html.ok) throw new Error(`${page.path}: ${html.status}`);
      const figures = [];
      for (let run = 1; run <= runs; run++) {
        const measured = await measureOnce(url, cookie, reportPath(page.name, run));
        environment = measured.environment;
        const f = measured.figures;
        console.log(
          `  ${page.path} (${page.visitor}) run ${run}/${runs}: perf ${f.score.toFixed(2)}, ` +
            `LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${f.tbtMs.toFixed(0)} ms, CLS ${f.cls.toFixed(3)}, ` +
            `JS ${(f.jsBytes / KB).toFixed(1)} KB, CSS ${(f.cssBytes / KB).toFixed(1)} KB; ` +
            `renderer ${f.rendererTaskMs.toFixed(0)} ms of tasks for ${f.rendererCpuMs.toFixed(0)} of CPU, ` +
            `TBT at CPU time ${f.tbtAtCpuMs.toFixed(0)} ms`,
        );
        figures.push(f);
      }
      results.push({ page, runs: figures, median: medianOf(figures) });
    }

    printResults(results, runs);
    const loadAtEnd = uptime();
    console.log(`\nMachine load at the end: ${loadAtEnd}`);
    if (environment) {
      console.log(`Lighthouse ${environment.lighthouseVersion}, ${environment.userAgent} (${CHROME_PATH})`);
    }
    const file = writeResults(results, { runs, loadAtStart, loadAtEnd, environment });
    console.log(`Medians written to ${file}`);
  } finally {
    await cleanUp();
  }
}

main().catch((err) => {
  if (interrupted) return;
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
