/** Slack for clocks and network delays when bounding a report by wall-clock time. */
export const REPORT_SLACK_MS = 5_000;

export type Interval = readonly [start: number, end: number];

export interface SegmentReport {
  /** Epoch ms when the segment (one stretch of playing) began. */
  startMs: number;
  /** The segment's cumulative elapsed playing time claimed by this report, ms. */
  elapsedMs: number;
  /** Server time of the report, epoch ms. */
  nowMs: number;
}

export interface SegmentState {
  /** Where the segment's credited wall-clock interval ends so far (= startMs when new). */
  wallEndMs: number;
}

export interface CreditDecision {
  /** New end of the segment's wall-clock interval. */
  wallEndMs: number;
  /** Milliseconds to credit now: the growth, minus time other segments already cover. */
  creditMs: number;
}

/**
 * How much a report may add (PRODUCT.md "Watch time"). A segment covers the wall-clock interval
 * [start, start + elapsed]; it only grows at its end and never past the moment the report arrives
 * (plus slack), so no segment gains more than the wall-clock time that has passed. Reports may
 * arrive late or in bursts (retries after a network drop): that is no reason to lose time. The new
 * piece is credited minus the parts the user's other segments (another tab) already cover, so no
 * minute counts twice.
 */
export function decideCredit(
  report: SegmentReport,
  state: SegmentState,
  others: readonly Interval[],
): CreditDecision {
  const claimedEnd = report.startMs + report.elapsedMs;
  const wallEndMs = Math.max(state.wallEndMs, Math.min(claimedEnd, report.nowMs + REPORT_SLACK_MS));
  const piece: Interval = [state.wallEndMs, wallEndMs];
  return { wallEndMs, creditMs: lengthOf(piece) - coveredLength(piece, others) };
}

function lengthOf([start, end]: Interval): number {
  return Math.max(0, end - start);
}

/** Length of the part of `piece` covered by the union of `others`. */
export function coveredLength(piece: Interval, others: readonly Interval[]): number {
  const clipped = others
    .map(([s, e]) => [Math.max(s, piece[0]), Math.min(e, piece[1])] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let reach = piece[0];
  for (const [s, e] of clipped) {
    if (e <= reach) continue;
    covered += e - Math.max(s, reach);
    reach = e;
  }
  return covered;
}
