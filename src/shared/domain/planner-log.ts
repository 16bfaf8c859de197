/*
 * The content planner's log (docs/content-planner.md "The log"): plain text, one line per data row
 * in row order, each starting `row N`, with a line of its own for each file that failed; a first
 * line with the number of rows, then the summary line. The server writes it with these functions
 * and the Bulk Update page reads it with them (progress, problems highlighted).
 */

export interface PlannerSummary {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  deleted: number;
  refused: number;
  fileFailures: number;
  /** Rows whose video is (still) a draft, kept from learners (docs/content-planner.md "Drafts"). */
  drafts: number;
}

const FIRST_LINE = /^Content planner: (\d+) rows?\b/;
const ROW_LINE = /^row (\d+)\b/;
const SUMMARY_PREFIX = "Done: ";
const STOPPED_PREFIX = "Stopped: ";

/** The first line: how many data rows the file holds (the page's "row n of N" reads N from it). */
export function plannerHeadLine(rows: number, dryRun: boolean): string {
  const noun = rows === 1 ? "row" : "rows";
  return dryRun
    ? `Content planner: ${rows} ${noun}. Check only: nothing is written.`
    : `Content planner: ${rows} ${noun}.`;
}

/**
 * `row 12 (U-_ANAC_Vh0) “Урок 1”: created`: the row, its key and the video's title when known (a
 * site owner knows videos by their titles, not their ids); `row 12: …` for a row without a key.
 */
export function plannerRowLine(line: number, label: string | null, text: string, title?: string): string {
  const named = title?.trim() ? ` “${title.trim()}”` : "";
  return label === null ? `row ${line}${named}: ${text}` : `row ${line} (${label})${named}: ${text}`;
}

/** The last line of a complete log. */
export function plannerSummaryLine(s: PlannerSummary): string {
  const failures = `${s.fileFailures} file ${s.fileFailures === 1 ? "failure" : "failures"}`;
  const drafts = s.drafts > 0 ? `, ${s.drafts} ${s.drafts === 1 ? "draft" : "drafts"}` : "";
  return `${SUMMARY_PREFIX}${s.read} rows read, ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged, ${s.skipped} skipped, ${s.deleted} deleted, ${s.refused} refused, ${failures}${drafts}.`;
}

/** The last line of a log cut short by a fault of the server (the rows before it stand). */
export function plannerStoppedLine(reason: string): string {
  return `${STOPPED_PREFIX}${reason}`;
}

export type PlannerLineKind = "head" | "row" | "problem" | "summary" | "info";

/** The words of a row line whose video is a draft: it needs attention, as a problem does. */
export const PLANNER_DRAFT_WORDS = "a draft, kept from learners";

/** What a line of the log is: a problem is a refused row, a failed file, a draft or a stop. */
export function plannerLineKind(line: string): PlannerLineKind {
  if (FIRST_LINE.test(line)) return "head";
  if (line.startsWith(SUMMARY_PREFIX)) return "summary";
  if (line.startsWith(STOPPED_PREFIX)) return "problem";
  if (ROW_LINE.test(line))
    return /^row \d+(?: \([^)]*\))?(?: “[^”]*”)?: (?:refused: |\w+ failed: )/.test(line) ||
      line.includes(PLANNER_DRAFT_WORDS)
      ? "problem"
      : "row";
  return "info";
}

/** How far the log has come: the rows reported so far, and the file's rows (null before the first line). */
export function plannerProgress(lines: readonly string[]): { done: number; total: number | null } {
  let total: number | null = null;
  const seen = new Set<string>();
  for (const line of lines) {
    const head = FIRST_LINE.exec(line);
    if (head) total = Number(head[1]);
    const row = ROW_LINE.exec(line);
    if (row) seen.add(row[1] as string);
  }
  return { done: seen.size, total };
}
