import autocannon from "autocannon";
import type { BenchContext } from "./targets";

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
}

interface SentReport {
  learner: number;
  elapsed: number;
}

// Each measurement (warm-up, then the run) reports a new segment, 10 minutes after the previous
// one's start so that no two overlap in wall-clock time; totals are checked cumulatively.
const FIRST_SEGMENT_MS = Date.now() - 10 * 3600 * 1000;
const SEGMENT_SPACING_MS = 10 * 60 * 1000;
let measurements = 0;
const creditedSoFar: number[] = [];

/**
 * POST /api/watchtime/update from distinct learners: request n reports for learner n mod L, as the
 * next 1-second growth of that learner's one segment, so every request credits one second. An exact
 * number of requests is sent (autocannon `amount`), and afterwards every learner's total input must
 * equal the longest elapsed time sent for them: the totals after the run equal what was sent.
 */
export async function measureWatchTime(
  baseUrl: string,
  context: BenchContext,
  amount: number,
  connections: number,
) {
  const learners = context.learnerCookies.length;
  const sent = new Array<number>(learners).fill(0);
  const startMs = FIRST_SEGMENT_MS + measurements++ * SEGMENT_SPACING_MS;
  const videoId = context.videoIds[0] as string;
  let n = 0;
  // autocannon notices that `amount` is reached only at its next 1-second tick, so its duration
  // overstates the run by up to a second; the run is timed here from the start to the last answer.
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        amount,
        timeout: 30,
        requests: [
          {
            method: "POST",
            path: "/api/watchtime/update",
            setupRequest: (request, connection) => {
              const learner = n++ % learners;
              const elapsed = ++sent[learner]!;
              (connection as { report?: SentReport }).report = { learner, elapsed };
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  origin: context.origin,
                  cookie: context.learnerCookies[learner] as string,
                },
                body: JSON.stringify({
                  videoId,
                  playingStartTime: startMs,
                  elapsedTime: elapsed,
                  lastVideoTime: elapsed,
                  timezone: "Europe/Moscow",
                }),
              };
            },
          },
        ],
      },
      (err, done) => (err ? reject(err) : resolve(done)),
    );
    instance.on("response", () => {
      lastAnswerAt = performance.now();
    });
  });
  console.log(`  watch time: latency max ${result.latency.max} ms, p99 ${result.latency.p99} ms`);
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) {
    throw new Error(
      `watch time: ${failures} failed requests of ${result.requests.total} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}).`,
    );
  }
  for (const [learner, seconds] of sent.entries())
    creditedSoFar[learner] = (creditedSoFar[learner] ?? 0) + seconds;
  await verifyTotals(baseUrl, context, creditedSoFar);
  return {
    // Exact: every request over the time from the first sent to the last answered.
    rps: result.requests.total / ((lastAnswerAt - startedAt) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  } satisfies LoadResult;
}

async function verifyTotals(baseUrl: string, context: BenchContext, sent: readonly number[]): Promise<void> {
  let expected = 0;
  let credited = 0;
  for (const [learner, cookie] of context.learnerCookies.entries()) {
    const response = await fetch(`${baseUrl}/api/user`, {
      method: "POST",
      headers: { cookie, origin: context.origin, "content-type": "application/json" },
      body: "{}",
    });
    const user = (await response.json()) as { watchTimeSeconds: number };
    expected += sent[learner] ?? 0;
    credited += user.watchTimeSeconds;
    if (user.watchTimeSeconds !== sent[learner]) {
      throw new Error(
        `watch time: learner ${learner} has ${user.watchTimeSeconds} s, sent ${sent[learner]} s.`,
      );
    }
  }
  console.log(
    `  watch time: totals exact (${credited} s credited = ${expected} s sent, ${sent.length} learners)`,
  );
}
