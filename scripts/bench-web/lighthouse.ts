// One Lighthouse run: a fresh headless Chromium (chrome-launcher, Lighthouse's own dependency),
// Lighthouse's default config (mobile form factor, simulated throttling: a mid-range phone on a
// slow 4G), the performance category only.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type LaunchedChrome, Launcher, launch } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import {
  pageRendererMain,
  type Thread,
  type TraceEvent,
  tasksAtCpuTime,
  taskTimes,
  watchRenderers,
} from "./renderer-time";
import { LighthouseRunError, retryUnrecordedTrace } from "./trace-retry";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
/**
 * Chromium's own omnibox popup, a WebUI page that Chromium 15x loads in a renderer of its own
 * about a second after it starts, headless too: 100–180 ms of CPU that, on a 2-core host, competes
 * with the page under measurement (docs/web-performance.md "Chromium's own page beside ours").
 * No phone's browser loads its toolbar in the middle of a page's load.
 */
const BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/**
 * chrome-launcher's default flags with those features added to its `--disable-features` (Chromium
 * reads the last of a repeated switch, so a second one would undo the launcher's list).
 */
function chromeFlags(): string[] {
  const flags = Launcher.defaultFlags().map((flag) =>
    flag.startsWith("--disable-features=") ? `${flag},${BROWSER_UI_FEATURES.join(",")}` : flag,
  );
  return [...flags, "--headless=new", "--no-sandbox"];
}
const CHROME_FLAGS = chromeFlags();

/** The figures of one run. Times in ms, bytes as transferred (compressed, with headers). */
export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  /**
   * Lighthouse's measure of the host's CPU speed during the run (higher: faster). Simulated
   * throttling slows the page 4x from whatever the host gives, so a busy machine shows as a low index.
   */
  benchmarkIndex: number;
  /** The page renderer's main thread: its tasks' wall time and the CPU they used (from the trace). */
  rendererTaskMs: number;
  rendererCpuMs: number;
  /** …and how long it waited, ready to run, for a core (Linux's schedstat; NaN where unknown). */
  rendererWaitMs: number;
  /**
   * Lighthouse's blocking time and score over the same run with each of those tasks lasting its
   * CPU time: the page's own work, as if its renderer had had a core whenever it was ready.
   */
  tbtAtCpuMs: number;
  scoreAtCpu: number;
}

export interface RunEnvironment {
  lighthouseVersion: string;
  userAgent: string;
}

/** The Chromiums running now, so that an interruption can end them (they run in their own process group). */
const running = new Set<LaunchedChrome>();

export function killChromes(): void {
  for (const chrome of running) {
    try {
      chrome.kill();
    } catch {
      // Already gone.
    }
  }
  running.clear();
}

export function checkChrome(): void {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`No Chromium at ${CHROME_PATH}: install one or set CHROME_PATH.`);
  }
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${audit} for ${lhr.requestedUrl}.`);
  return value;
}

interface SummaryItem {
  resourceType?: string;
  requestCount?: number;
  transferSize?: number;
}

/** A row of the resource-summary audit: requests and bytes transferred of one resource type. */
function summaryOf(lhr: Result, resourceType: string): SummaryItem {
  const details = lhr.audits["resource-summary"]?.details as { items?: SummaryItem[] } | undefined;
  const item = details?.items?.find((i) => i.resourceType === resourceType);
  if (!item) throw new Error(`Lighthouse gave no resource summary for ${lhr.requestedUrl}.`);
  return item;
}

/** The file of the saved trace in a directory of Lighthouse's saved artifacts (`gatherMode`). */
const TRACE_FILE = "defaultPass.trace.json";

/** Lighthouse's settings of a run; its audits must be given the same as its gathering. */
function settingsFor(cookie: string | undefined) {
  return {
    logLevel: "error" as const,
    onlyCategories: ["performance"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
}

/** Runs Lighthouse's audits over artifacts saved in `dir`; throws on a run that went wrong. */
async function auditSaved(url: string, cookie: string | undefined, dir: string): Promise<Result> {
  const result = await lighthouse(url, { ...settingsFor(cookie), auditMode: dir, output: "json" });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}.`);
  if (lhr.runtimeError)
    throw new LighthouseRunError(
      lhr.runtimeError.code,
      `Lighthouse, ${url}: ${lhr.runtimeError.message} (${lhr.runtimeError.code})`,
    );
  return lhr;
}

function scoreOf(lhr: Result): number {
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number")
    throw new Error(`Lighthouse gave no performance score for ${lhr.requestedUrl}.`);
  return score;
}

/**
 * Loads `url` once under Lighthouse, with `cookie` (a session) on every request when given, and
 * audits the run twice: as it was, and with the page renderer's main-thread tasks at their CPU time
 * (renderer-time.ts). With `reportPath` (no extension), the first audit's report is also written
 * there as .html and .json, and the second's as -at-cpu-time.json. A load whose trace Lighthouse
 * did not record is loaded once more (trace-retry.ts).
 */
export function measureOnce(
  url: string,
  cookie: string | undefined,
  reportPath?: string,
): Promise<{ figures: RunFigures; environment: RunEnvironment }> {
  return retryUnrecordedTrace(() => measureLoad(url, cookie, reportPath));
}

async function measureLoad(
  url: string,
  cookie: string | undefined,
  reportPath?: string,
): Promise<{ figures: RunFigures; environment: RunEnvironment }> {
  const saved = mkdtempSync(path.join(tmpdir(), "pn-lighthouse-"));
  const atCpu = `${saved}-at-cpu`;
  try {
    const { trace, renderer, rendererWaitMs } = await gather(url, cookie, saved);
    const lhr = await auditSaved(url, cookie, saved);
    if (reportPath) {
      writeFileSync(`${reportPath}.json`, JSON.stringify(lhr));
      writeFileSync(`${reportPath}.html`, generateReport(lhr, "html"));
    }
    for (const warning of lhr.runWarnings) console.warn(`  Lighthouse warns: ${warning}`);
    const shown = new URL(lhr.finalDisplayedUrl);
    const asked = new URL(url);
    if (shown.pathname !== asked.pathname) {
      throw new Error(`${asked.pathname} ended on ${shown.pathname}: the page redirected (not signed in?).`);
    }

    const { wallMs, cpuMs } = taskTimes(trace.traceEvents, renderer);
    tasksAtCpuTime(trace.traceEvents, renderer);
    cpSync(saved, atCpu, { recursive: true });
    writeFileSync(path.join(atCpu, TRACE_FILE), JSON.stringify(trace));
    const atCpuLhr = await auditSaved(url, cookie, atCpu);
    if (reportPath) writeFileSync(`${reportPath}-at-cpu-time.json`, JSON.stringify(atCpuLhr));

    return {
      figures: {
        score: scoreOf(lhr),
        lcpMs: numeric(lhr, "largest-contentful-paint"),
        tbtMs: numeric(lhr, "total-blocking-time"),
        cls: numeric(lhr, "cumulative-layout-shift"),
        fcpMs: numeric(lhr, "first-contentful-paint"),
        speedIndexMs: numeric(lhr, "speed-index"),
        jsBytes: summaryOf(lhr, "script").transferSize ?? 0,
        cssBytes: summaryOf(lhr, "stylesheet").transferSize ?? 0,
        requests: summaryOf(lhr, "total").requestCount ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex ?? Number.NaN,
        rendererTaskMs: wallMs,
        rendererCpuMs: cpuMs,
        rendererWaitMs,
        tbtAtCpuMs: numeric(atCpuLhr, "total-blocking-time"),
        scoreAtCpu: scoreOf(atCpuLhr),
      },
      environment: {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
      },
    };
  } finally {
    rmSync(saved, { recursive: true, force: true });
    rmSync(atCpu, { recursive: true, force: true });
  }
}

/**
 * Loads the page in a fresh Chromium and saves Lighthouse's artifacts (trace, devtools log) in
 * `dir`. Returns the trace, the page renderer's main thread in it, and how long that thread waited
 * for a core (NaN where that cannot be read).
 */
async function gather(
  url: string,
  cookie: string | undefined,
  dir: string,
): Promise<{ trace: { traceEvents: TraceEvent[] }; renderer: Thread; rendererWaitMs: number }> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    ignoreDefaultFlags: true, // they are in CHROME_FLAGS, with our features added
    handleSIGINT: false, // run.ts ends Chromium and the server together
    logLevel: "silent",
  });
  running.add(chrome);
  const renderers = watchRenderers();
  try {
    await lighthouse(url, { port: chrome.port, ...settingsFor(cookie), gatherMode: dir });
  } finally {
    renderers.stop(); // its last reading, before Chromium ends
    running.delete(chrome);
    chrome.kill();
  }
  const trace: { traceEvents: TraceEvent[] } = JSON.parse(readFileSync(path.join(dir, TRACE_FILE), "utf8"));
  const renderer = pageRendererMain(trace.traceEvents);
  if (!renderer) throw new Error(`No renderer of ${url} in Lighthouse's trace.`);
  return { trace, renderer, rendererWaitMs: renderers.timesOf(renderer)?.waitedMs ?? Number.NaN };
}
