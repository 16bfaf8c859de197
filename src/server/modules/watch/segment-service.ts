import { canBeCreditedFor, canSeeVideo } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import { type AppError, forbidden, notFound, unauthorized } from "../../lib/app-error";
import { accessCallerOf, SESSION_ENDED } from "../user/index";
import { NO_SUCH_VIDEO, premiumRefusal } from "../video/index";
import { creditBatch, type ReportInput } from "./batch-credit";
import {
  findReportedVideos,
  lockReporters,
  type ReportedVideoRow,
  type ReporterRow,
  storedSegments,
  writeBatch,
} from "./segment-repository";

export interface QueuedReport extends ReportInput {
  /** The learner's "today" (profile time zone) when the report arrived: its total is answered. */
  today: string;
}

export interface ReportOutcome {
  creditMs: number;
  /** The learner's total input after this report, ms. */
  totalMs: number;
  /** The learner's input today (video + off-platform) after this report, ms. */
  todayMs: number;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * Why a report may not be credited, or null: time is only earned on a video the caller may play
 * (the shared rule of shared/domain/video-access.ts), with the watch page's sentences.
 */
function playRefusal(
  user: ReporterRow | undefined,
  video: ReportedVideoRow | undefined,
  nowMs: number,
): AppError | null {
  if (!user) return unauthorized(SESSION_ENDED);
  if (!video) return notFound(NO_SUCH_VIDEO);
  const caller = accessCallerOf(user);
  const access = {
    visible: video.visible,
    uploadMs: new Date(video.upload_date).getTime(),
    premium: video.premium,
    draft: video.draft,
  };
  if (canBeCreditedFor(caller, access, nowMs)) return null;
  if (!canSeeVideo(caller, access, nowMs)) {
    return forbidden("This video is not available to watch now, so its time is not counted.");
  }
  // A premium video without premium access: the player's sentences, with 403 for a learner.
  return user.is_anonymous ? unauthorized(premiumRefusal(user)) : forbidden(premiumRefusal(user));
}

/**
 * Records a batch of segment reports in one transaction (docs/watch-time.md). The users' rows are
 * locked first, in id order, so that one user's reports (from any tab or instance) are decided one
 * batch at a time and two instances never deadlock; the credits are decided in order in memory
 * (batch-credit.ts) and stored with one statement. A report whose user or video does not exist
 * gets its own error; the others are recorded.
 */
export async function recordSegmentReports(
  db: Db,
  reports: readonly QueuedReport[],
): Promise<(ReportOutcome | Error)[]> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockReporters(trx, unique(reports.map((r) => r.userId)));
    const known = await findReportedVideos(trx, unique(reports.map((r) => r.videoId)));

    const users = new Map(locked.map((row) => [row.id, row]));
    const totals = new Map(locked.map((row) => [row.id, row.watch_time_ms]));
    const videos = new Map(known.map((row) => [row.id, row]));
    const refusal = (report: QueuedReport) =>
      playRefusal(users.get(report.userId), videos.get(report.videoId), report.nowMs);
    const refusals = reports.map(refusal);
    const accepted = reports.filter((_, i) => refusals[i] === null);
    const outcomes = accepted.length > 0 ? await store(trx, accepted, totals) : [];
    return refusals.map((refused) => refused ?? (outcomes.shift() as ReportOutcome));
  });
}

async function store(
  trx: Db,
  reports: QueuedReport[],
  totals: Map<string, number>,
): Promise<ReportOutcome[]> {
  const batch = creditBatch(reports, await storedSegments(trx, reports));
  const todays = await writeBatch(trx, batch, reports);

  // Each report answers the totals as they stood right after it, as if the batch ran one by one:
  // today's total less what later reports of the batch added to it.
  const todayAfter: number[] = [];
  const later = new Map<string, number>();
  for (let i = reports.length - 1; i >= 0; i--) {
    const key = `${reports[i]!.userId} ${reports[i]!.today}`;
    todayAfter[i] = (todays.get(key) ?? 0) - (later.get(key) ?? 0);
    const credit = batch.credits[i]!;
    if (credit.day === reports[i]!.today) later.set(key, (later.get(key) ?? 0) + credit.creditMs);
  }
  return reports.map((report, i) => {
    const totalMs = (totals.get(report.userId) ?? 0) + batch.credits[i]!.creditMs;
    totals.set(report.userId, totalMs);
    return { creditMs: batch.credits[i]!.creditMs, totalMs, todayMs: todayAfter[i]! };
  });
}
