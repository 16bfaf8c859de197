import type { BenchTarget } from "./targets";
import { printColumns } from "./text-table";

export interface Measured {
  target: BenchTarget;
  /** Requests per second (mean over the run). */
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per request: steadier than req/s on a busy machine. */
  cpuPerRequestMicros: number;
}

/** RSS target of the server with 10,000 videos on PGlite (PGlite alone takes ~300 MB). */
const RSS_GOAL_MB = 400;

function verdict(row: Measured, ratio: number): string {
  const goal = row.target.goal;
  if (!goal) return "";
  const parts: string[] = [];
  if (goal.minRatio !== undefined) parts.push(`ratio ≥ ${goal.minRatio}`);
  if (goal.maxP99Ms !== undefined) parts.push(`p99 ≤ ${goal.maxP99Ms} ms`);
  if (goal.minRps !== undefined) parts.push(`≥ ${goal.minRps} req/s`);
  const met =
    (goal.minRatio === undefined || ratio >= goal.minRatio) &&
    (goal.maxP99Ms === undefined || row.p99 <= goal.maxP99Ms) &&
    (goal.minRps === undefined || row.rps >= goal.minRps);
  return `${met ? "met" : "MISSED"} (${parts.join(", ")})`;
}

/** Prints one line per target, each compared with the first (the hello-world), then the memory. */
export function printTable(
  rows: Measured[],
  memory: { rssMb: number; peakMb: number; atStartMb: number },
  database: string,
): void {
  const yardstick = rows[0]!.rps;
  const header = ["target", "req/s", "p50 ms", "p99 ms", "ratio", "server CPU µs/req", "goal"];
  const lines = rows.map((row) => {
    const ratio = row.rps / yardstick;
    return [
      row.target.name,
      row.rps.toFixed(0),
      String(row.p50),
      String(row.p99),
      ratio.toFixed(3),
      row.cpuPerRequestMicros.toFixed(0),
      verdict(row, ratio),
    ];
  });
  console.log(`\nBench on ${database}:`);
  printColumns(header, lines);
  const rssVerdict = database.startsWith("PGlite")
    ? ` (goal ≤ ${RSS_GOAL_MB} MB: ${memory.rssMb <= RSS_GOAL_MB ? "met" : "MISSED"})`
    : "";
  console.log(
    `\nServer memory: RSS ${memory.atStartMb.toFixed(0)} MB once ready, ${memory.rssMb.toFixed(0)} MB after the runs` +
      ` (peak ${memory.peakMb.toFixed(0)} MB)${rssVerdict}`,
  );
}
