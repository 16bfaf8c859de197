import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printColumns } from "../bench/text-table";
import type { RunEnvironment, RunFigures } from "./lighthouse";
import type { BenchPage } from "./pages";

export interface PageResult {
  page: BenchPage;
  runs: RunFigures[];
  median: RunFigures;
}

/** 1 KB = 1024 bytes, as the build's "JS before /browse is interactive" line counts (vite.config.ts). */
export const KB = 1024;

type TargetKey = "score" | "lcp" | "tbt" | "cls" | "css" | "js";

interface Target {
  key: TargetKey;
  label: string;
  /** The pages it applies to (undefined: all). */
  pages?: string[];
  value(m: RunFigures): number;
  met(value: number): boolean;
  format(value: number): string;
}

/** The targets (docs/web-performance.md "Targets"), each on the median of the runs. */
export const TARGETS: Target[] = [
  {
    key: "score",
    label: "performance ≥ 0.95",
    value: (m) => m.score,
    met: (v) => v >= 0.95,
    format: (v) => v.toFixed(2),
  },
  {
    key: "lcp",
    label: "LCP ≤ 1.5 s",
    value: (m) => m.lcpMs,
    met: (v) => v <= 1500,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    key: "tbt",
    label: "TBT ≤ 150 ms",
    value: (m) => m.tbtMs,
    met: (v) => v <= 150,
    format: (v) => `${v.toFixed(0)} ms`,
  },
  {
    key: "cls",
    label: "CLS ≤ 0.02",
    value: (m) => m.cls,
    met: (v) => v <= 0.02,
    format: (v) => v.toFixed(3),
  },
  {
    key: "css",
    label: "CSS ≤ 15 KB gzipped",
    value: (m) => m.cssBytes,
    met: (v) => v <= 15 * KB,
    format: (v) => `${(v / KB).toFixed(1)} KB`,
  },
  {
    key: "js",
    label: "JS before /browse is interactive ≤ 100 KB gzipped",
    pages: ["browse"],
    value: (m) => m.jsBytes,
    met: (v) => v <= 100 * KB,
    format: (v) => `${(v / KB).toFixed(1)} KB`,
  },
];

/** The median of the known values (NaN marks a figure a run could not read); NaN when none is. */
function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each figure on its own (not the figures of a "median run"). */
export function medianOf(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((r) => r[key]))]),
  ) as unknown as RunFigures;
}

const applies = (target: Target, page: BenchPage) => !target.pages || target.pages.includes(page.name);

/** A figure with its target's mark: ✓ met, ✗ missed, nothing where no target applies. */
function cell(result: PageResult, key: TargetKey, text: string): string {
  const target = TARGETS.find((t) => t.key === key)!;
  if (!applies(target, result.page)) return text;
  return `${text} ${target.met(target.value(result.median)) ? "✓" : "✗"}`;
}

export function printResults(results: PageResult[], runs: number): void {
  const header = ["page", "perf", "LCP s", "TBT ms", "CLS", "JS KB", "CSS KB", "FCP s", "requests"];
  const lines = results.map((r) => {
    const m = r.median;
    return [
      r.page.path,
      cell(r, "score", m.score.toFixed(2)),
      cell(r, "lcp", (m.lcpMs / 1000).toFixed(2)),
      cell(r, "tbt", m.tbtMs.toFixed(0)),
      cell(r, "cls", m.cls.toFixed(3)),
      cell(r, "js", (m.jsBytes / KB).toFixed(1)),
      cell(r, "css", (m.cssBytes / KB).toFixed(1)),
      (m.fcpMs / 1000).toFixed(2),
      m.requests.toFixed(0),
    ];
  });
  console.log(`\nLighthouse, mobile, simulated throttling: median of ${runs} run(s) per page`);
  printColumns(header, lines);
  console.log("(KB: 1024 bytes transferred, compressed, headers included; ✓ met, ✗ missed)");
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  console.log(
    `Host CPU (Lighthouse's benchmark index, higher is faster): median ${median(indexes).toFixed(0)},` +
      ` ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} over the runs`,
  );

  printRendererTime(results);

  console.log("\nTargets:");
  for (const target of TARGETS) {
    const measured = results.filter((r) => applies(target, r.page));
    if (measured.length === 0) continue;
    const missed = measured.filter((r) => !target.met(target.value(r.median)));
    const figures = (rows: PageResult[]) =>
      rows.map((r) => `${r.page.name} ${target.format(target.value(r.median))}`).join(", ");
    console.log(
      `  ${target.label}: ${missed.length === 0 ? `met (${figures(measured)})` : `MISSED on ${figures(missed)}`}`,
    );
  }
}

/**
 * What the page's renderer got of the host: its main thread's tasks against their CPU, its waits
 * for a core, and Lighthouse's figures with each task at its CPU time (renderer-time.ts). Not a
 * target: it tells the page's own work from the host's (docs/web-performance.md "Waiting for a core").
 */
function printRendererTime(results: PageResult[]): void {
  const header = [
    "page",
    "tasks ms",
    "their CPU ms",
    "waited for a core ms",
    "TBT at CPU time ms",
    "perf at CPU time",
  ];
  const lines = results.map(({ page, median: m }) => [
    page.path,
    m.rendererTaskMs.toFixed(0),
    m.rendererCpuMs.toFixed(0),
    Number.isNaN(m.rendererWaitMs) ? "?" : m.rendererWaitMs.toFixed(0),
    m.tbtAtCpuMs.toFixed(0),
    m.scoreAtCpu.toFixed(2),
  ]);
  console.log("\nThe page's renderer (main thread, medians): the same runs with each task at its CPU time");
  printColumns(header, lines);
}

/** Writes the medians (and every run) as JSON for later comparison; returns the file's path. */
export function writeResults(
  results: PageResult[],
  context: { runs: number; loadAtStart: string; loadAtEnd: string; environment: RunEnvironment | undefined },
): string {
  const file = path.join(tmpdir(), "bench-web-results.json");
  const pages = Object.fromEntries(
    results.map((r) => [
      r.page.path,
      { name: r.page.name, visitor: r.page.visitor, median: r.median, runs: r.runs },
    ]),
  );
  const verdicts = Object.fromEntries(
    TARGETS.map((t) => [
      t.label,
      Object.fromEntries(
        results.filter((r) => applies(t, r.page)).map((r) => [r.page.path, t.met(t.value(r.median))]),
      ),
    ]),
  );
  const json = { date: new Date().toISOString(), command: "npm run bench:web", ...context, pages, verdicts };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}
