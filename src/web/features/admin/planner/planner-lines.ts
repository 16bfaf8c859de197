import { formatCount } from "../../../../shared/domain/counts";
import { type PlannerLineKind, plannerLineKind } from "../../../../shared/domain/planner-log";

/**
 * Cuts a streamed text into lines as its chunks arrive: a line is given out once its line break has
 * come, so a line split across two chunks (or a CRLF split between its CR and its LF) comes out
 * whole. Empty lines are dropped. `end()` gives the last line when the text does not end with a break.
 */
export function createLineSplitter() {
  let partial = "";
  return {
    push(chunk: string): string[] {
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      return parts.map(withoutCr).filter((line) => line !== "");
    },
    end(): string[] {
      const last = withoutCr(partial);
      partial = "";
      return last === "" ? [] : [last];
    },
  };
}

function withoutCr(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

/** One line of the log as the page shows it. */
export interface LogEntry {
  /** Its place in the whole log (a stable key; the row number is in the text). */
  index: number;
  text: string;
  kind: PlannerLineKind;
}

/** The log's lines with what each one is (the shared reader decides, not the page). */
export function logEntries(lines: readonly string[]): LogEntry[] {
  return lines.map((text, index) => ({ index, text, kind: plannerLineKind(text) }));
}

/** "Only problems": the refused rows, failed files and stops, and the summary that counts them. */
export function visibleEntries(entries: readonly LogEntry[], onlyProblems: boolean): readonly LogEntry[] {
  return onlyProblems ? entries.filter((e) => e.kind === "problem" || e.kind === "summary") : entries;
}

/** How many lines of the log are problems. */
export function problemCount(entries: readonly LogEntry[]): number {
  return entries.reduce((n, e) => (e.kind === "problem" ? n + 1 : n), 0);
}

/** "row 12 of 5,000" while the log streams in; null before its first line says how many rows. */
export function progressText(progress: { done: number; total: number | null }): string | null {
  if (progress.total === null) return null;
  const done = Math.min(progress.done, progress.total);
  return `row ${formatCount(done)} of ${formatCount(progress.total)}`;
}
