// `npm run bench`: the real server on a scratch catalog of 10,000 videos, measured with autocannon
// against a Fastify hello-world in the same run (docs/benchmarks.md; decision 003).
// The app runs as `npm start` runs it: the server bundled like `npm run build` bundles it.
// Settings (environment): DATABASE_URL (measure on PostgreSQL, in a scratch database created and
// dropped here), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_VIDEOS (10000), BENCH_ONLY (names;
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
import { measureEmail, printEmail } from "./email";
import { measurePlanner, type PlannerMeasured, printPlanner } from "./planner";
import { cpuMicrosOf, freePorts, memoryOf, type RunningServer, startServer } from "./processes";
import { type Measured, printTable } from "./report";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database";
import { type BenchContext, type BenchTarget, PAGE_TARGETS_SKIPPED, TARGETS } from "./targets";
import { measureWatchTime } from "./watch-time";
import { measureDemoAnalysis, printWords } from "./words";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 10_000);
const WATCHED = 500;

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
  // Inside node_modules, so that the bundle's imports of packages resolve as from the project.
  const outfile = "node_modules/.cache/ponyatno-bench/main.js";
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
    const context: BenchContext = {
      cookie: `${SESSION_COOKIE}=${encodeURIComponent(sign(scratch.catalog.sessionToken, secret))}`,
      origin: `http://127.0.0.1:${appPort}`,
      videoIds: scratch.catalog.videoIds,
      learnerCookies: scratch.catalog.learnerTokens.map(
        (token) => `${SESSION_COOKIE}=${encodeURIComponent(sign(token, secret))}`,
      ),
    };
    servers.hello = await startServer("scripts/bench/hello-server.ts", {}, helloPort, "/");
    const appEnv: Record<string, string> = {
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      SESSION_SECRET: secret,
      ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
    };
    servers.app = await startServer(await serverEntry(), appEnv, appPort, "/api/health");
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
    // Last: it adds 5,000 videos to the catalog the other targets read.
    let planner: PlannerMeasured | undefined;
    if (wanted("planner")) {
      console.log("Measuring the content planner…");
      const adminCookie = `${SESSION_COOKIE}=${encodeURIComponent(sign(scratch.catalog.adminToken, secret))}`;
      planner = await measurePlanner(servers.app.baseUrl, { cookie: adminCookie, origin: context.origin });
    }
    const server = MEASURE_SOURCE ? "tsx server" : "bundled server";
    printTable(rows, memory, `${scratch.databaseUrl ? "PostgreSQL" : "PGlite"}, ${server}`);
    if (planner) printPlanner(planner, scratch.databaseUrl !== undefined);
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  // After the servers stopped: it has the machine to itself, as the other targets had.
  if (wanted("email")) printEmail(await measureEmail());
  if (wanted("words")) printWords(await measureDemoAnalysis());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
