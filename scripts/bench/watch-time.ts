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

// Each measurement (warm-up, then the run) reports a new segment that starts as the measurement
// does, after the previous one has ended, so no two overlap; totals are checked cumulatively. A
// segment is credited at most the wall-clock time since the server first saw it (docs/watch-time.md),
// so each report grows its learner's segment by 50 ms: 200 learners at a few thousand reports a
// second stay behind the clock, and every report still credits (50 ms).
const STEP_MS = 50;
const creditedMsSoFar: number[] = [];

/**
 * POST /api/watchtime/update from distinct learners: request n reports for learner n mod L, as the
 * next 50-ms growth of that learner's one segment, so every request credits 50 ms. An exact
 * number of requests is sent (autocannon `amount`), and afterwards every learner's total input must
 * equal the longest elapsed time sent for them: the totals after the run equal what was sent.
 */
export async function measureWatchTime(
  baseUrl: string,
  context: BenchContext,
  amount: number,
  connections: number,
  /** The learners (indexes of `context.learnerCookies`) to report for: all by default. */
  only?: readonly number[],
) {
  const chosen = only ?? context.learnerCookies.map((_, i) => i);
  const learners = chosen.length;
  const sent = new Array<number>(context.learnerCookies.length).fill(0);
  const startMs = Date.now();
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
              const learner = chosen[n++ % learners]!;
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
                  elapsedTime: (elapsed * STEP_MS) / 1000,
                  lastVideoTime: (elapsed * STEP_MS) / 1000,
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
      `watch time: ${failures} failed requests of ${result.requests.total} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; statuses ${JSON.stringify(result.statusCodeStats)}).`,
    );
  }
  for (const learner of chosen)
    creditedMsSoFar[learner] = (creditedMsSoFar[learner] ?? 0) + sent[learner]! * STEP_MS;
  await verifyTotals(baseUrl, context, chosen);
  return {
    // Exact: every request over the time from the first sent to the last answered.
    rps: result.requests.total / ((lastAnswerAt - startedAt) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
  } satisfies LoadResult;
}

async function verifyTotals(
  baseUrl: string,
  context: BenchContext,
  learners: readonly number[],
): Promise<void> {
  const sentMs = creditedMsSoFar;
  let expected = 0;
  let credited = 0;
  for (const learner of learners) {
    const cookie = context.learnerCookies[learner]!;
    const response = await fetch(`${baseUrl}/api/user`, {
      method: "POST",
      headers: { cookie, origin: context.origin, "content-type": "application/json" },
      body: "{}",
    });
    const user = (await response.json()) as { watchTimeSeconds: number };
    const creditedMs = Math.round(user.watchTimeSeconds * 1000);
    expected += sentMs[learner] ?? 0;
    credited += creditedMs;
    if (creditedMs !== sentMs[learner]) {
      throw new Error(`watch time: learner ${learner} has ${creditedMs} ms, sent ${sentMs[learner]} ms.`);
    }
  }
  console.log(
    `  watch time: totals exact (${credited} ms credited = ${expected} ms sent, ${learners.length} learners)`,
  );
}
