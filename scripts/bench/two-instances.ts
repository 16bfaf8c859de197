import autocannon from "autocannon";
import type { RunningServer } from "./processes";
import type { BenchContext } from "./targets";
import { measureWatchTime } from "./watch-time";

/*
 * Two instances on one PostgreSQL database, both driven at once (docs/benchmarks.md "Two
 * instances"): watch-time reports to both (each learner to one of them) and browse calls on both,
 * then the totals must be exact; and meanwhile a catalog change made through one must show in the
 * other's browse within a second. Instances learn of catalog changes by the catalog version they
 * check at most once a second (modules/catalog-index/catalog-service.ts), so no more is needed.
 */

export interface TwoInstancesMeasured {
  /** Watch-time reports answered per second, both instances together. */
  watchTimeRps: number;
  /** Browse list answers per second, both instances together. */
  browseRps: number;
  /** From the change's answer on the first instance to the second one's first browse showing it. */
  changeSeenAfterMs: number;
}

/** Within this, the other instance must show a catalog change (its version check is once a second). */
export const CHANGE_SEEN_GOAL_MS = 1000;

function browseLoad(server: RunningServer, context: BenchContext, seconds: number) {
  return autocannon({
    url: `${server.baseUrl}/api/browse/videos?levels=Beginner%201`,
    connections: 10,
    duration: seconds,
    headers: { cookie: context.cookie },
  });
}

/** Adds a channel through `writer` and asks `reader`'s statistics until its name is among them. */
async function changeSeenAfter(
  writer: RunningServer,
  reader: RunningServer,
  context: BenchContext,
  adminCookie: string,
): Promise<number> {
  const name = `Bench channel ${Date.now()}`;
  const added = await fetch(`${writer.baseUrl}/api/admin/channel/add`, {
    method: "POST",
    headers: { cookie: adminCookie, origin: context.origin, "content-type": "application/json" },
    body: JSON.stringify({ name, url: "https://www.youtube.com/@bench-change" }),
  });
  if (!added.ok)
    throw new Error(`two instances: adding a channel answered ${added.status} ${await added.text()}`);
  const addedAt = performance.now();
  const deadline = addedAt + 10_000;
  while (performance.now() < deadline) {
    const statistics = await fetch(`${reader.baseUrl}/api/browse/statistics`);
    if ((await statistics.text()).includes(JSON.stringify(name))) return performance.now() - addedAt;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("two instances: the other instance did not show the catalog change within 10 s.");
}

export async function measureTwoInstances(
  servers: [RunningServer, RunningServer],
  context: BenchContext,
  adminCookie: string,
  seconds: number,
): Promise<TwoInstancesMeasured> {
  const [first, second] = servers;
  // Each instance checks a change's Origin against its own address (plugins/security.ts).
  const at = (server: RunningServer): BenchContext => ({ ...context, origin: server.baseUrl });
  const learners = context.learnerCookies.map((_, i) => i);
  const started = performance.now();
  const [browseFirst, browseSecond, watchFirst, watchSecond, changeSeenAfterMs] = await Promise.all([
    browseLoad(first, context, seconds),
    browseLoad(second, context, seconds),
    // Each learner reports to one instance: a segment's reports arrive in order, as from one page.
    measureWatchTime(
      first.baseUrl,
      at(first),
      seconds * 500,
      10,
      learners.filter((i) => i % 2 === 0),
    ),
    measureWatchTime(
      second.baseUrl,
      at(second),
      seconds * 500,
      10,
      learners.filter((i) => i % 2 === 1),
    ),
    // Under that load: a second in, once the loads run.
    new Promise((resolve) => setTimeout(resolve, 1000)).then(() =>
      changeSeenAfter(first, second, at(first), adminCookie),
    ),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  for (const result of [browseFirst, browseSecond]) {
    const failures = result.non2xx + result.errors + result.timeouts;
    if (failures > 0) throw new Error(`two instances: ${failures} browse calls failed.`);
  }
  return {
    watchTimeRps: (watchFirst.total + watchSecond.total) / elapsed,
    browseRps: browseFirst.requests.average + browseSecond.requests.average,
    changeSeenAfterMs,
  };
}

export function printTwoInstances(measured: TwoInstancesMeasured): void {
  const met = measured.changeSeenAfterMs <= CHANGE_SEEN_GOAL_MS ? "met" : "MISSED";
  console.log(
    `\nTwo instances on one PostgreSQL database, both driven at once: watch-time totals exact;` +
      ` ${measured.watchTimeRps.toFixed(0)} watch-time reports/s and ${measured.browseRps.toFixed(0)} browse calls/s together;` +
      ` a catalog change through one seen by the other after ${measured.changeSeenAfterMs.toFixed(0)} ms` +
      ` (goal ≤ ${CHANGE_SEEN_GOAL_MS} ms: ${met}).`,
  );
}
