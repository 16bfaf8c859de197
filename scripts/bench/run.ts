// `npm run bench`: the real server on a scratch catalog of 10,000 videos, measured with autocannon
// against a Fastify hello-world in the same run (docs/benchmarks.md; decision 003).
// The app runs as `npm start` runs it: the server bundled like `npm run build` bundles it.
// Settings (environment): DATABASE_URL (measure on PostgreSQL, in a scratch database created and
// dropped here), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_VIDEOS (10000), BENCH_CURVE (the
// other catalog sizes the browse calls are measured at, "1000,100000"; "" for none), BENCH_ONLY (names;
// "email" alone runs only the weekly email run of scripts/bench/email.ts), BENCH_CPU_PROF (a
// directory for V8 CPU profiles of the servers), BENCH_SERVER=tsx (measure the TypeScript source
// through tsx instead of the bundle).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sign } from "@fastify/cookie";
import autocannon from "autocannon";
import { build } from "esbuild";
import { SESSION_COOKIE } from "../../src/server/modules/user/session";
import { type CurveRow, printCurve } from "./curve-report";
import { measureEmail, printEmail } from "./email";
import { measurePlanner, type PlannerMeasured, printPlanner } from "./planner";
import { cpuMicrosOf, freePorts, memoryOf, type RunningServer, startServer } from "./processes";
import { type Measured, printTable } from "./report";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import {
  type BenchContext,
  type BenchTarget,
  BROWSER_ENCODING,
  PAGE_TARGETS_SKIPPED,
  TARGETS,
} from "./targets";
import { measureTwoInstances, printTwoInstances, type TwoInstancesMeasured } from "./two-instances";
import { addLargeVideo, printUploadMemory, type RssThrough, rssThrough } from "./upload-memory";
import { measureWatchTime } from "./watch-time";
import { measureDemoAnalysis, printWords } from "./words";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 10_000);
const WATCHED = 500;
/** The cost curve: the browse calls again on catalogs of these sizes (docs/benchmarks.md). */
const CURVE_SIZES = (process.env.BENCH_CURVE ?? "1000,100000")
  .split(",")
  .filter(Boolean)
  .map(Number)
  .filter((size) => size !== VIDEOS);
/** The targets the curve measures (by name), each a line per catalog size. */
const CURVE_TARGETS = ["browse list", "browse statistics", `browse list (${BROWSER_ENCODING})`];

/**
 * autocannon turns every response body into a string (for `onResponse` callbacks, which we do not
 * use). For a browse page (18 KB, mostly Cyrillic) that UTF-8 decoding is client work that
 * competes with the server for this machine's two cores: the list measured 6,540 req/s with it
 * and 7,500 without. The bytes are still received and counted; they are just not decoded. (It
 * costs the 17-byte hello-world nothing, so the yardstick is unchanged.)
 */
function skipBodyDecoding(client: autocannon.Client): void {
  (client as unknown as { pipelinedRequests: { addBody(body: Buffer): void } }).pipelinedRequests.addBody =
    () => {};
}

async function measure(target: BenchTarget, server: RunningServer, context: BenchContext, seconds: number) {
  if (target.custom === "watch-time") {
    const cpuBefore = cpuMicrosOf(server.pid);
    // About `seconds` worth of requests at the target rates, counted exactly.
    const result = await measureWatchTime(server.baseUrl, context, seconds * 2000, CONNECTIONS);
    return { ...result, cpuPerRequestMicros: (cpuMicrosOf(server.pid) - cpuBefore) / result.total };
  }
  const fixed = target.request(context);
  let n = 0;
  const cpuBefore = cpuMicrosOf(server.pid);
  const result = await autocannon({
    url: server.baseUrl,
    connections: target.connections ?? CONNECTIONS,
    duration: seconds,
    setupClient: skipBodyDecoding,
    requests: [
      {
        ...fixed,
        setupRequest: (request) => (target.vary ? { ...request, ...target.vary(context, n++) } : request),
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0)
    throw new Error(
      `${target.name}: ${failures} failed requests of ${result.requests.total}` +
        ` (${result.non2xx} answered non-2xx, ${result.errors} errors, ${result.timeouts} timeouts).`,
    );
  const cpuMicros = cpuMicrosOf(server.pid) - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequestMicros: cpuMicros / result.requests.total,
  };
}

/** One request per target before measuring: a wrong cookie or an empty answer must not pass unseen. */
async function checkTargets(servers: Record<string, RunningServer>, context: BenchContext): Promise<void> {
  for (const target of TARGETS) {
    const { method, path: url, headers, body } = target.request(context);
    const response = await fetch(`${servers[target.server]!.baseUrl}${url}`, { method, headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${target.name}: ${response.status} ${text}`);
    const wrong = target.check?.(text);
    if (wrong) throw new Error(`${target.name}: ${wrong}`);
    console.log(`  ${target.name}: ${response.status}, ${text.length} bytes`);
  }
  const anonymous = await fetch(`${servers.app!.baseUrl}/api/browse/statistics?hide-watched=true`);
  const learner = await fetch(`${servers.app!.baseUrl}/api/browse/statistics?hide-watched=true`, {
    headers: { cookie: context.cookie },
  });
  const [all, unwatched] = [(await anonymous.json()).total, (await learner.json()).total];
  if (!(unwatched < all)) throw new Error(`The session cookie was not recognised (${unwatched} of ${all}).`);
  console.log(`  the learner's session works: ${all - unwatched} watched videos hidden`);
}

const MEASURE_SOURCE = process.env.BENCH_SERVER === "tsx";

/** The server's entry point: a fresh bundle like `npm run build` makes, or the TypeScript source (tsx). */
async function serverEntry(): Promise<string> {
  if (MEASURE_SOURCE) return "src/server/main.ts";
  // Inside node_modules, so that the bundle's imports of packages resolve as from the project; one
  // file per run: worktrees that share node_modules by hard links (and benches run at once) would
  // otherwise write one file, and a server started later would run another run's code.
  const outfile = BUNDLE;
  await build({
    entryPoints: ["src/server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return outfile;
}

/** What the targets need of a scratch catalog: the learners' cookies, the origin, the video ids. */
function contextOf(catalog: ScratchDatabase["catalog"], secret: string, appPort: number): BenchContext {
  const cookieOf = (token: string) => `${SESSION_COOKIE}=${encodeURIComponent(sign(token, secret))}`;
  return {
    cookie: cookieOf(catalog.sessionToken),
    origin: `http://127.0.0.1:${appPort}`,
    videoIds: catalog.videoIds,
    learnerCookies: catalog.learnerTokens.map(cookieOf),
  };
}

/**
 * The browse calls on a catalog of each other size (BENCH_CURVE), each on a server of its own,
 * against the hello-world measured again just before (the machine's load moves between sizes).
 */
async function measureCurve(hello: RunningServer, entry: string, secret: string): Promise<CurveRow[]> {
  const rows: CurveRow[] = [];
  const targets = TARGETS.filter((t) => CURVE_TARGETS.includes(t.name));
  for (const size of CURVE_SIZES) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pn-bench-"));
    let scratch: ScratchDatabase | undefined;
    let app: RunningServer | undefined;
    try {
      console.log(`Cost curve: building a scratch catalog of ${size} videos…`);
      const started = Date.now();
      scratch = await createScratchDatabase(dataDir, process.env.DATABASE_URL, size, WATCHED);
      const [appPort] = (await freePorts(1)) as [number];
      const context = contextOf(scratch.catalog, secret, appPort);
      // Ten minutes: at 100,000 videos on a loaded machine the index took over two.
      const env = appEnvOf(dataDir, secret, scratch.databaseUrl);
      app = await startServer(entry, env, appPort, "/api/health", 600_000);
      console.log(`  built and started in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const yardstick = TARGETS[0]!;
      await measure(yardstick, hello, context, 2);
      const helloRps = (await measure(yardstick, hello, context, SECONDS)).rps;
      const measured: CurveRow["measured"] = [];
      for (const target of targets) {
        await measure(target, app, context, 2);
        console.log(`Measuring ${target.name} at ${size} videos (${SECONDS} s)…`);
        measured.push({ target, ...(await measure(target, app, context, SECONDS)) });
      }
      const row = { videos: size, helloRps, measured, rssMb: memoryOf(app.pid).rssMb };
      rows.push(row);
      // Printed at once too: a large catalog takes long to build, and the figures so far stay readable.
      const ratios = measured.map((m) => `${m.target.name} ${(m.rps / helloRps).toFixed(3)}`).join(", ");
      console.log(`  ${size} videos: ${ratios}; RSS ${row.rssMb.toFixed(0)} MB`);
    } finally {
      await app?.stop();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

function appEnvOf(dataDir: string, secret: string, databaseUrl: string | undefined): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    SESSION_SECRET: secret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

const BUNDLE = `node_modules/.cache/ponyatno-bench/main-${process.pid}.js`;

/** BENCH_ONLY=word,word measures only the targets whose names contain one of the words (and the yardstick). */
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);
const wanted = (name: string) => ONLY.length === 0 || ONLY.some((w) => name.includes(w));

function selectedTargets(): BenchTarget[] {
  return TARGETS.filter((t, i) => i === 0 || wanted(t.name));
}

async function main(): Promise<void> {
  // The email target needs no server and no catalog: BENCH_ONLY=email runs it alone.
  if (ONLY.length > 0 && ONLY.every((w) => "email".includes(w))) return printEmail(await measureEmail());
  // So does the analysis of the demo catalog: BENCH_ONLY=analysis.
  if (ONLY.length > 0 && ONLY.every((w) => "words analysis".includes(w)) && !ONLY.includes("words"))
    return printWords(await measureDemoAnalysis());
  const dataDir = mkdtempSync(path.join(tmpdir(), "pn-bench-"));
  const secret = randomBytes(32).toString("hex");
  let scratch: ScratchDatabase | undefined;
  const servers: Record<string, RunningServer> = {};
  try {
    if (PAGE_TARGETS_SKIPPED) console.log(`Rendered pages not measured: ${PAGE_TARGETS_SKIPPED}.`);
    console.log(`Building a scratch catalog of ${VIDEOS} videos…`);
    scratch = await createScratchDatabase(dataDir, process.env.DATABASE_URL, VIDEOS, WATCHED);
    const [helloPort, appPort] = (await freePorts(2)) as [number, number];
    const context = contextOf(scratch.catalog, secret, appPort);
    servers.hello = await startServer("scripts/bench/hello-server.ts", {}, helloPort, "/");
    const entry = await serverEntry();
    servers.app = await startServer(
      entry,
      appEnvOf(dataDir, secret, scratch.databaseUrl),
      appPort,
      "/api/health",
    );
    await checkTargets(servers, context);
    const atStart = memoryOf(servers.app.pid);

    const rows: Measured[] = [];
    for (const target of selectedTargets()) {
      const server = servers[target.server]!;
      await measure(target, server, context, 2); // warm-up: JIT, caches
      console.log(
        `Measuring ${target.name} (${SECONDS} s, ${target.connections ?? CONNECTIONS} connections)…`,
      );
      rows.push({ target, ...(await measure(target, server, context, SECONDS)) });
    }
    const memory = { ...memoryOf(servers.app.pid), atStartMb: atStart.rssMb };
    const adminCookie = `${SESSION_COOKIE}=${encodeURIComponent(sign(scratch.catalog.adminToken, secret))}`;
    let twoInstances: TwoInstancesMeasured | string | undefined;
    if (wanted("instances")) {
      if (!scratch.databaseUrl) twoInstances = "two instances: not measured (PostgreSQL only: DATABASE_URL)";
      else {
        console.log("Measuring two instances on one database, both driven at once…");
        const [secondPort] = (await freePorts(1)) as [number];
        const env = appEnvOf(dataDir, secret, scratch.databaseUrl);
        servers.second = await startServer(entry, env, secondPort, "/api/health");
        twoInstances = await measureTwoInstances(
          [servers.app, servers.second],
          context,
          adminCookie,
          SECONDS,
        );
        await servers.second.stop();
        delete servers.second;
      }
    }
    const uploads: { what: string; rss: RssThrough }[] = [];
    const adminHeaders = { cookie: adminCookie, origin: context.origin };
    const appPid = servers.app.pid;
    if (wanted("upload")) {
      console.log("Measuring the server's memory through a 100 MiB video upload…");
      const rss = await rssThrough(appPid, () => addLargeVideo(servers.app!.baseUrl, adminHeaders));
      uploads.push({ what: "a 100 MiB video file added", rss });
    }
    // Last: it adds 5,000 videos to the catalog the other targets read.
    let planner: PlannerMeasured | undefined;
    if (wanted("planner")) {
      console.log("Measuring the content planner…");
      const run = await rssThrough(appPid, () => measurePlanner(servers.app!.baseUrl, adminHeaders));
      planner = run.result;
      uploads.push({ what: `the ${planner.rows}-row planner, twice`, rss: run });
    }
    const server = MEASURE_SOURCE ? "tsx server" : "bundled server";
    const database = `${scratch.databaseUrl ? "PostgreSQL" : "PGlite"}, ${server}`;
    // The cost curve after the planner: its server is stopped first, so the sizes share the machine alike.
    await servers.app.stop();
    delete servers.app;
    // The tables first: the curve's large catalog may fail (its build, its start) after minutes.
    printTable(rows, memory, database);
    if (planner) printPlanner(planner, scratch.databaseUrl !== undefined);
    if (uploads.length > 0) printUploadMemory(uploads);
    if (typeof twoInstances === "string") console.log(`\n${twoInstances}`);
    else if (twoInstances) printTwoInstances(twoInstances);
    const curve =
      CURVE_SIZES.length > 0 && CURVE_TARGETS.some(wanted)
        ? await measureCurve(servers.hello, entry, secret)
        : [];
    if (curve.length > 0) printCurve(rows, VIDEOS, memory.rssMb, curve, database);
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BUNDLE, { force: true });
  }
  // After the servers stopped: it has the machine to itself, as the other targets had.
  if (wanted("email")) printEmail(await measureEmail());
  if (wanted("words")) printWords(await measureDemoAnalysis());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
