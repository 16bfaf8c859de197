/** Slack for clocks and network delays when bounding a report by wall-clock time. */
export const REPORT_SLACK_MS = 5_000;
/**
 * How much playing a segment's first report may describe: one report interval of the player (it
 * reports a segment when it starts playing, then every 30 s). With the slack, a first report credits
 * at most 35 s, whatever start time the client claims.
 */
export const FIRST_REPORT_MS = 30_000;
/** How far in the future a claimed segment start may be (a client clock running ahead). */
export const FUTURE_START_MS = 60_000;

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
  /** Where the segment sits in server time: its anchor (see anchorOf). */
  wallStartMs: number;
  /** Where the segment's credited wall-clock interval ends so far (= wallStartMs when new). */
  wallEndMs: number;
}

export interface CreditDecision {
  /** New end of the segment's wall-clock interval. */
  wallEndMs: number;
  /** Milliseconds to credit now: the growth, minus time other segments already cover. */
  creditMs: number;
}

/**
 * Where a segment first seen by the server at `firstSeenMs` starts, in server time. The start the
 * client claims is believed only within one report interval before the server first saw the
 * segment (and never in the future), so a segment can never be credited more than the wall-clock
 * time since the server first saw it plus FIRST_REPORT_MS (plus slack): a client cannot invent
 * hours by claiming a start long ago (docs/watch-time.md).
 */
export function anchorOf(claimedStartMs: number, firstSeenMs: number): number {
  return Math.min(Math.max(claimedStartMs, firstSeenMs - FIRST_REPORT_MS), firstSeenMs);
}

/**
 * How much a report may add (docs/watch-time.md). A segment covers the interval
 * [anchor, anchor + elapsed] in server time; it only grows at its end and never past the moment the
 * report arrives (plus slack), so no segment gains more than the wall-clock time that has passed
 * since the server first saw it (plus one report interval). The new piece is credited minus the
 * parts the user's other segments (another tab) already cover, so no minute counts twice.
 */
export function decideCredit(
  report: SegmentReport,
  state: SegmentState,
  others: readonly Interval[],
): CreditDecision {
  const claimedEnd = state.wallStartMs + report.elapsedMs;
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

/**
 * The piece of video time a report credited (docs/words.md "Words heard"): the `creditMs` before the position it reached. A
 * report's credit is already cut to the wall-clock time that really passed and to what the
 * learner's other tabs had not covered (docs/watch-time.md), so no more seconds of cues are heard
 * than seconds credited, whatever position a client claims.
 */
export function creditedInterval(position: number, creditMs: number): { from: number; to: number } | null {
  if (!(creditMs > 0) || !Number.isFinite(position)) return null;
  const to = Math.max(0, position);
  const from = Math.max(0, to - creditMs / 1000);
  return to > from ? { from, to } : null;
}
