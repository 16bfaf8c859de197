import type { Measured } from "./report";

/** The browse calls measured on a catalog of one size (run.ts `measureCurve`). */
export interface CurveRow {
  videos: number;
  /** The hello-world measured just before, the yardstick of this size's ratios. */
  helloRps: number;
  measured: Measured[];
  /** The server's RSS after this size's runs. */
  rssMb: number;
}

/** The goals at 100,000 videos (docs/benchmarks.md "At 100,000 videos"). */
const LARGE_CATALOG = 100_000;
const LARGE_GOALS: Record<string, number> = { "browse list": 0.25, "browse statistics": 0.15 };
const LARGE_RSS_GOAL_MB = 450;

/**
 * One line per catalog size, in size order: each call's ratio to the hello-world of its size and
 * the server's CPU per request, then the server's RSS: the cost curve from 1,000 to 100,000 videos.
 */
export function printCurve(
  mainRows: Measured[],
  mainVideos: number,
  mainRssMb: number,
  curve: CurveRow[],
  database: string,
): void {
  const names = curve[0]?.measured.map((m) => m.target.name) ?? [];
  const main: CurveRow = {
    videos: mainVideos,
    helloRps: mainRows[0]!.rps,
    measured: mainRows.filter((row) => names.includes(row.target.name)),
    rssMb: mainRssMb,
  };
  const lines = [...curve, main].sort((a, b) => a.videos - b.videos);
  console.log(`\nCost curve on ${database} (ratio to the hello-world of the same size, server CPU µs/req):`);
  console.log(["videos".padEnd(8), ...names.map((n) => n.padEnd(30)), "RSS after"].join("  "));
  for (const line of lines) {
    const cells = names.map((name) => {
      const row = line.measured.find((m) => m.target.name === name);
      if (!row) return "not measured".padEnd(30);
      const ratio = row.rps / line.helloRps;
      const goal = line.videos === LARGE_CATALOG ? LARGE_GOALS[name] : undefined;
      const verdict = goal === undefined ? "" : ratio >= goal ? ` met ≥ ${goal}` : ` MISSED ≥ ${goal}`;
      return `${ratio.toFixed(3)} (${row.cpuPerRequestMicros.toFixed(0)} µs)${verdict}`.padEnd(30);
    });
    const rss =
      line.videos === LARGE_CATALOG
        ? `${line.rssMb.toFixed(0)} MB ${line.rssMb <= LARGE_RSS_GOAL_MB ? "met" : "MISSED"} ≤ ${LARGE_RSS_GOAL_MB}`
        : `${line.rssMb.toFixed(0)} MB`;
    console.log([String(line.videos).padEnd(8), ...cells, rss].join("  "));
  }
}
