import { existsSync } from "node:fs";

/**
 * What `npm run bench` measures, in order. To measure another call, add a target here: the first
 * target is the yardstick every other one is compared with.
 */

export interface BenchContext {
  /** `Cookie` header value carrying the bench learner's signed session. */
  cookie: string;
  /** The site's origin, for calls the security plugin checks (every non-GET). */
  origin: string;
  /** Ids of catalog videos (for calls about one video). */
  videoIds: string[];
  /** `Cookie` header values of distinct learners (one per watch-time reporter). */
  learnerCookies: string[];
}

export interface BenchGoal {
  minRatio?: number;
  maxP99Ms?: number;
  minRps?: number;
}

export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BenchTarget {
  name: string;
  /** "hello": the bare Fastify process; "app": the real server. */
  server: "hello" | "app";
  request(context: BenchContext): BenchRequest;
  /**
   * For calls whose body must change on every request (e.g. a watch-time segment that grows):
   * given the request number, the request to send. Leave undefined for a fixed request.
   */
  vary?(context: BenchContext, n: number): BenchRequest;
  /** Minimum throughput as a fraction of the hello-world, maximum p99 latency, minimum req/s. */
  goal?: BenchGoal;
  /** The goal of the same call asked as a browser asks it (compressed): see `asBrowser`. */
  browserGoal?: BenchGoal;
  /** A measurement of its own (exact request count, checks after the run) instead of a fixed request. */
  custom?: "watch-time";
  /** Concurrent connections, if not the run's (BENCH_CONNECTIONS, else 50). */
  connections?: number;
  /** Checked once before measuring: what is wrong with the answer's body, or null. */
  check?(body: string): string | null;
}

/** The filters of a full search page (list, count and four facet counts: decision 003): three levels, three topics, a duration range. */
const BROWSE_FILTERS = new URLSearchParams({
  levels: "Beginner 1,Beginner 2,Intermediate 1",
  topics: "Еда,Город,Путешествия",
  durations: "300,1800",
  "hide-watched": "true",
}).toString();

const withCookie = (context: BenchContext) => ({ cookie: context.cookie });

/** What every browser sends: the answers are then compressed (@fastify/compress), as in real use. */
export const BROWSER_ENCODING = "gzip, deflate, br";

/** The same target as a browser asks for it: `Accept-Encoding: gzip, br`. */
function asBrowser(target: BenchTarget): BenchTarget {
  const withEncoding = (request: BenchRequest): BenchRequest => ({
    ...request,
    headers: { ...request.headers, "accept-encoding": BROWSER_ENCODING },
  });
  return {
    ...target,
    name: `${target.name} (${BROWSER_ENCODING})`,
    request: (context) => withEncoding(target.request(context)),
    vary: target.vary && ((context, n) => withEncoding(target.vary!(context, n))),
    // Compressed answers have goals of their own (docs/benchmarks.md): a browser always asks for them.
    goal: target.browserGoal,
  };
}

const BASE_TARGETS: BenchTarget[] = [
  {
    name: "hello-world",
    server: "hello",
    request: () => ({ method: "GET", path: "/" }),
  },
  {
    // The app's own floor: every plugin and hook, no work. Browse cannot beat this ratio.
    name: "app /api/health",
    server: "app",
    request: (context) => ({ method: "GET", path: "/api/health", headers: withCookie(context) }),
  },
  {
    name: "browse list",
    server: "app",
    request: (context) => ({
      method: "GET",
      path: `/api/browse/videos?${BROWSE_FILTERS}`,
      headers: withCookie(context),
    }),
    goal: { minRatio: 0.25, maxP99Ms: 15 },
    browserGoal: { minRatio: 0.3 },
  },
  {
    name: "browse statistics",
    server: "app",
    request: (context) => ({
      method: "GET",
      path: `/api/browse/statistics?${BROWSE_FILTERS}`,
      headers: withCookie(context),
    }),
    goal: { minRatio: 0.15 },
    browserGoal: { minRatio: 0.15 },
  },
  {
    name: "text search",
    server: "app",
    request: (context) => ({
      method: "GET",
      path: `/api/browse/videos?${new URLSearchParams({ text: "прогулка по городу" })}`,
      headers: withCookie(context),
    }),
    goal: { minRatio: 0.1 },
    browserGoal: { minRatio: 0.15 },
  },
  {
    // A video's words with the learner's coverage (docs/words.md): two small reads.
    name: "video words",
    server: "app",
    request: (context) => ({
      method: "GET",
      path: `/api/video/${context.videoIds[0]}/words`,
      headers: withCookie(context),
    }),
    goal: { minRatio: 0.25 },
    check: (body) =>
      JSON.parse(body).runningWords > 0 ? null : "no running words: the transcripts were not analysed",
  },
  {
    // The transcript's word popover; its first call loads the dictionaries, which the memory then holds.
    name: "word lookup",
    server: "app",
    request: (context) => ({
      method: "GET",
      path: `/api/words/lookup?word=${encodeURIComponent("городе")}`,
      headers: withCookie(context),
    }),
  },
  {
    // Distinct learners, every report a real 1-second growth; totals are checked after the run.
    name: "watch-time update",
    server: "app",
    custom: "watch-time",
    request: (context) => ({
      method: "POST",
      path: "/api/watchtime/update",
      headers: {
        cookie: context.cookie, // the check before measuring leaves the learners' totals exact
        origin: context.origin,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        videoId: context.videoIds[0],
        playingStartTime: Date.now() - 60_000,
        elapsedTime: 1,
        lastVideoTime: 1,
        timezone: "Europe/Moscow",
      }),
    }),
    goal: { minRps: process.env.DATABASE_URL ? 1500 : 800 },
  },
];

/** Where the web app's server entry is built (`npm run build`): without it pages are not rendered. */
const PAGE_RENDERER = "dist/ssr/entry-server.js";

/** Concurrent first views of pages: a busy instance's share of a hundred phones arriving at once. */
const PAGE_CONNECTIONS = 10;

/**
 * A page as a phone's first request gets it: the server renders its first screen with the
 * caller's data (decision 015), compressed. What one page view costs the server, beside the calls.
 */
function renderedPage(
  name: string,
  path: (context: BenchContext) => string,
  options: { visitor?: boolean; goal?: BenchGoal } = {},
): BenchTarget {
  return {
    name: `page ${name}, rendered for ${options.visitor ? "a visitor" : "the learner"} (${BROWSER_ENCODING})`,
    server: "app",
    // A visitor's first request: no cookie. The learner's: their session.
    request: (context) => ({
      method: "GET",
      path: path(context),
      headers: {
        ...(options.visitor ? {} : withCookie(context)),
        "sec-ch-ua-mobile": "?1",
        "accept-encoding": BROWSER_ENCODING,
      },
    }),
    goal: options.goal,
    // A view costs ~10 ms of CPU: 50 at once would only queue (~0.5 s each, some over autocannon's
    // 10 s timeout on 2 cores), and the figure here is the CPU per view, not the latency.
    connections: PAGE_CONNECTIONS,
    // The loader script is only in a page the server rendered (http/script-after-paint.ts).
    check: (body) => (body.includes("data-entry=") ? null : "the page was not rendered on the server"),
  };
}

const watchPath = (context: BenchContext) => `/watch/${encodeURIComponent(context.videoIds[0] ?? "")}`;

const PAGE_TARGETS: BenchTarget[] = [
  // Where visitors land (docs/benchmarks.md "Rendered pages").
  renderedPage("/browse", () => "/browse", { visitor: true, goal: { minRatio: 0.08 } }),
  renderedPage("/watch/{id}", watchPath, { visitor: true, goal: { minRatio: 0.08 } }),
  renderedPage("/browse", () => "/browse"),
  renderedPage("/watch/{id}", watchPath),
  renderedPage("/progress", () => "/progress", { goal: { minRatio: 0.03 } }),
];

/**
 * Every target, and after each browse target the same one with a browser's Accept-Encoding
 * (docs/benchmarks.md): without it no answer is compressed, so the bench would not measure what browsers get.
 */
export const TARGETS: BenchTarget[] = [
  ...BASE_TARGETS.flatMap((target) =>
    /^(browse|text search)/.test(target.name) ? [target, asBrowser(target)] : [target],
  ),
  // Rendered pages need the build; without it the bench says so and measures the calls.
  ...(existsSync(PAGE_RENDERER) ? PAGE_TARGETS : []),
];

/** Why the page targets are left out, or null when they are measured. */
export const PAGE_TARGETS_SKIPPED = existsSync(PAGE_RENDERER)
  ? null
  : `no ${PAGE_RENDERER}: run npm run build to measure rendered pages too`;
