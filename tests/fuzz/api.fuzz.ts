// Fuzzing the API (docs/testing.md, the fuzz tier): every operation of the OpenAPI document the app serves
// at /api/docs (and the hidden media routes) gets generated malformed requests, as anonymous, as an
// anonymous visitor with a session, as a registered learner and as an admin. No answer may be a 5xx,
// and every 4xx must be JSON { error: "<a sentence>", code: "<snake_case>" }.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createFuzzApp } from "./support/fuzz-app";
import {
  closeAgent,
  contractProblem,
  describe as describeRequest,
  type FuzzRequest,
  type FuzzResponse,
  type Operation,
  requestsFor,
  send,
} from "./support/fuzz-request";
import type { JsonSchema } from "./support/schema-arbitrary";
import { budgetMs, FUZZ_SEED, runsPerRoute, seedFor } from "./support/seed";

const RUNS = runsPerRoute(100);
const BUDGET_MS = budgetMs(30_000);
let ran = 0;
const startedAt = performance.now();
afterAll(() => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `fuzz: ${ran} requests to ${operations.length} routes in ${seconds} s (FUZZ_SEED=${FUZZ_SEED})`,
  );
});

const fuzz = await createFuzzApp();
afterAll(async () => {
  closeAgent();
  await fuzz.close();
});

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation["parameters"];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

const docs = await fuzz.app.inject({ method: "GET", url: "/api/docs" });
const openApi = docs.json() as OpenApi;
const idParameter: Operation["parameters"] = [
  { in: "path", name: "id", required: true, schema: { type: "string", minLength: 1, maxLength: 100 } },
];

const operations: Operation[] = [
  ...Object.entries(openApi.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content["application/json"]?.schema,
      // The CSV imports (off-platform time, the content planner) take multipart with a file
      // field, which the document does not describe.
      ...(path.endsWith("/off-platform-import") || path.endsWith("/update-content-planner")
        ? { fileField: "file" }
        : {}),
    })),
  ),
  // Hidden from the document (binary answers), fuzzed all the same.
  { method: "GET", path: "/api/media/video/{id}", parameters: idParameter },
  { method: "GET", path: "/api/download/subtitle/docx/{id}", parameters: idParameter },
  { method: "GET", path: "/api/download/audio/mp3/{id}", parameters: idParameter },
  { method: "GET", path: "/api/health", parameters: [] },
  { method: "GET", path: "/api/docs", parameters: [] },
  // Nothing here: the router's 404 under /api and beside it.
  { method: "GET", path: "/api/{id}", parameters: idParameter },
  {
    method: "POST",
    path: "/api/user/{id}",
    parameters: idParameter,
    body: { type: "object", properties: {} },
  },
  { method: "GET", path: "/{id}", parameters: idParameter },
];

/**
 * Failures whose fix belongs to a change in progress in another engineer's files (src/server/app.ts,
 * plugins/errors.ts…), tolerated only until that change lands; each names the requests it covers
 * and the run prints how often it was met. Once they are fixed this list is empty again: every
 * 5xx and every malformed error answer fails the tier.
 */
const KNOWN_FAILURES: { why: string; matches(req: FuzzRequest, outcome: FuzzResponse | Error): boolean }[] =
  [];
const knownMet = new Map<string, number>();
function isKnown(req: FuzzRequest, outcome: FuzzResponse | Error): boolean {
  const known = KNOWN_FAILURES.find((k) => k.matches(req, outcome));
  if (known) knownMet.set(known.why, (knownMet.get(known.why) ?? 0) + 1);
  return known !== undefined;
}
afterAll(() => {
  for (const [why, count] of knownMet)
    console.warn(`fuzz: tolerated ${count}× a known failure (to be fixed): ${why}`);
});

describe(`fuzz: every route (FUZZ_SEED=${FUZZ_SEED}, ${RUNS} requests a route)`, () => {
  it("reads the routes from the OpenAPI document", () => {
    expect(Object.keys(openApi.paths).length).toBeGreaterThan(15);
  });

  for (const op of operations) {
    const name = `${op.method} ${op.path}`;
    it(name, async () => {
      const seed = seedFor(name);
      const property = fc.asyncProperty(
        requestsFor(op, {
          publicOrigin: fuzz.config.publicUrl,
          hints: {
            videoIds: () => fuzz.videoIds,
            entryIds: () => fuzz.entryIds,
            emails: () => ["learner@fuzz.test", "admin@fuzz.test"],
          },
        }),
        async (req) => {
          let res: FuzzResponse;
          try {
            res = await send(fuzz.app, fuzz.baseUrl, req, cookieHeader(req));
          } catch (err) {
            if (isKnown(req, err as Error)) return;
            throw new Error(`no readable answer (${(err as Error).message}):\n  ${describeRequest(req)}`);
          }
          tally(name, res);
          // A log-out or log-in ends the principal's session: the next request gets a new one.
          if (res.setsSessionCookie && req.cookie === "session") await fuzz.renewSession(req.principal);
          if (res.statusCode === 200 && /\/delete(\?|$)/.test(req.url)) await fuzz.restoreCatalog();
          const problem = contractProblem(req, res) ?? debugStop(res);
          if (problem && !isKnown(req, res)) {
            throw new Error(`${problem}:\n  ${describeRequest(req, res)}`);
          }
        },
      );
      const timeLimit = BUDGET_MS > 0 ? Math.round(BUDGET_MS / operations.length) : undefined;
      const details = await fc.check(property, {
        seed,
        numRuns: RUNS,
        ...(timeLimit ? { interruptAfterTimeLimit: timeLimit, markInterruptAsFailure: false } : {}),
      });
      ran += details.numRuns;
      if (details.failed) {
        const error =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        throw new Error(
          `${name} broke the error contract after ${details.numRuns} requests (shrunk ${details.numShrinks} times).\n` +
            `Rerun: FUZZ_SEED=${FUZZ_SEED} npx vitest run --project fuzz -t "${name}"  (route seed ${details.seed}, path "${details.counterexamplePath}")\n` +
            error,
        );
      }
    });
  }
});

// FUZZ_STOP_AT=<status or code> fails at the first such answer (shrunk): to look at how requests end there.
function debugStop(res: FuzzResponse): string | null {
  const at = process.env.FUZZ_STOP_AT;
  if (!at) return null;
  return String(res.statusCode) === at || res.body.includes(`"code":"${at}"`)
    ? `a ${at} answer (FUZZ_STOP_AT)`
    : null;
}

// FUZZ_STATS=1 prints, per route, how many answers had each status and code: where the requests
// end up (refused by the schema, or reaching the service) is what tuning the generators is about.
const stats = new Map<string, Map<string, number>>();
function tally(route: string, res: FuzzResponse): void {
  if (!process.env.FUZZ_STATS) return;
  let code = "";
  try {
    code = res.statusCode >= 400 ? ` ${(JSON.parse(res.body) as { code?: string }).code}` : "";
  } catch {}
  const counts = stats.get(route) ?? new Map<string, number>();
  const key = `${res.statusCode}${code}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  stats.set(route, counts);
}
afterAll(() => {
  for (const [route, counts] of stats) {
    const sorted = [...counts].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`);
    console.log(`${route}\n  ${sorted.join(", ")}`);
  }
});

function cookieHeader(req: FuzzRequest): string | undefined {
  const session = fuzz.cookieOf(req.principal);
  switch (req.cookie) {
    case "session":
      return session;
    case "none":
      return undefined;
    case "garbage":
      return "pn_session=%E0%A4%A; pn_session=; =x; ;;";
    case "tampered":
      return session ? `${session.slice(0, -2)}xx` : "pn_session=abc.def";
  }
}
