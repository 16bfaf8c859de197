import { localDateOf } from "../../../shared/domain/dates";
import { anchorOf, creditedInterval, decideCredit, type Interval, REPORT_SLACK_MS } from "./credit";

/** One report of a playing segment, as the route validated it. */
export interface ReportInput {
  userId: string;
  videoId: string;
  /** The segment's start (its key with user and video), epoch ms. */
  startMs: number;
  elapsedMs: number;
  /** Server time of the report, epoch ms. */
  nowMs: number;
  /** Playback position reached, seconds. */
  position: number;
  /** The zone of the report, which decides the day credited. */
  timeZone: string;
}

/** A stored segment of one of the batch's users, as read under the users' locks. */
export interface StoredSegment {
  userId: string;
  videoId: string;
  startMs: number;
  wallStartMs: number;
  wallEndMs: number;
}

interface SegmentWrite extends StoredSegment {
  /** Credit this batch adds to the segment. */
  creditMs: number;
}

export interface BatchCredit {
  /** Per report, in order: what it credits, and on which local day. */
  credits: { creditMs: number; day: string }[];
  /** One row per touched segment: its new end and the credit to add. */
  segments: SegmentWrite[];
  /** One row per (user, day) that gains time. */
  days: { userId: string; day: string; ms: number }[];
  /** One row per (user, video): credit to add, and the position of the latest report. */
  videoStates: { userId: string; videoId: string; ms: number; position: number; positionAtMs: number }[];
  /** Credit to add to each user's total. */
  userTotals: Map<string, number>;
  /** The pieces of video time credited, seconds: the words worker counts the cues in them (docs/words.md). */
  heard: { userId: string; videoId: string; from: number; to: number }[];
}

const segmentKey = (videoId: string, startMs: number) => `${videoId}\u0000${startMs}`;

/**
 * Decides a batch of reports as if they arrived one at a time, in order (docs/watch-time.md "How
 * a report is credited"): each report sees the segments as the earlier ones left them, so a duplicate within the
 * batch credits nothing and two tabs over the same minutes are credited once. The result is one
 * write per segment, day, video state and user, so the whole batch is stored in one statement.
 */
export function creditBatch(reports: readonly ReportInput[], stored: readonly StoredSegment[]): BatchCredit {
  const segmentsByUser = new Map<string, Map<string, SegmentWrite>>();
  const segmentsOf = (userId: string) => {
    let segments = segmentsByUser.get(userId);
    if (!segments) {
      segments = new Map();
      segmentsByUser.set(userId, segments);
    }
    return segments;
  };
  for (const segment of stored) {
    segmentsOf(segment.userId).set(segmentKey(segment.videoId, segment.startMs), { ...segment, creditMs: 0 });
  }

  const touched = new Set<SegmentWrite>();
  const days = new Map<string, { userId: string; day: string; ms: number }>();
  const videoStates = new Map<string, BatchCredit["videoStates"][number]>();
  const userTotals = new Map<string, number>();
  const heard: BatchCredit["heard"] = [];
  const credits = reports.map((report) => {
    const segments = segmentsOf(report.userId);
    const key = segmentKey(report.videoId, report.startMs);
    let own = segments.get(key);
    if (!own) {
      // First seen now: anchored in server time, whatever start the client claims.
      const { userId, videoId, startMs } = report;
      const wallStartMs = anchorOf(startMs, report.nowMs);
      own = { userId, videoId, startMs, wallStartMs, wallEndMs: wallStartMs, creditMs: 0 };
      segments.set(key, own);
    }
    const others: Interval[] = [];
    for (const other of segments.values()) {
      if (
        other !== own &&
        other.wallEndMs > own.wallEndMs &&
        other.wallStartMs < report.nowMs + REPORT_SLACK_MS
      )
        others.push([other.wallStartMs, other.wallEndMs]);
    }
    const decision = decideCredit(report, own, others);
    const creditMs = Math.round(decision.creditMs);
    own.wallEndMs = decision.wallEndMs;
    own.creditMs += creditMs;
    touched.add(own);

    // The day (in the report's zone) on which the credited piece ends gets the credit.
    const day = localDateOf(decision.wallEndMs, report.timeZone);
    if (creditMs > 0) {
      const dayKey = `${report.userId} ${day}`;
      const dayRow = days.get(dayKey) ?? { userId: report.userId, day, ms: 0 };
      dayRow.ms += creditMs;
      days.set(dayKey, dayRow);
    }
    userTotals.set(report.userId, (userTotals.get(report.userId) ?? 0) + creditMs);
    const piece = creditedInterval(report.position, creditMs);
    if (piece) heard.push({ userId: report.userId, videoId: report.videoId, ...piece });

    // The resume position is the one reported latest in playing time, whatever the arrival order.
    const stateKey = `${report.userId} ${report.videoId}`;
    const positionAtMs = report.startMs + report.elapsedMs;
    const state = videoStates.get(stateKey);
    if (!state) {
      const { userId, videoId, position } = report;
      videoStates.set(stateKey, { userId, videoId, ms: creditMs, position, positionAtMs });
    } else {
      state.ms += creditMs;
      if (positionAtMs >= state.positionAtMs)
        Object.assign(state, { position: report.position, positionAtMs });
    }
    return { creditMs, day };
  });
  return {
    credits,
    segments: [...touched],
    days: [...days.values()],
    videoStates: [...videoStates.values()],
    userTotals,
    heard,
  };
}
