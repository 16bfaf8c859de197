import { type PublishedVideo, videosPublishedBetween } from "../catalog/index";
import { type PeriodSummary, summarisePeriod } from "../progress/index";
import type { JobContext, JobRecipient } from "./job-model";
import { periodInstants, type ReportPeriod } from "./report-period";

/** Everything a weekly or monthly report says, read through the progress and catalog modules. */
export interface ReportFigures {
  summary: PeriodSummary;
  /** Visible videos released in the period (oldest first, at most the catalog's limit), and how many in all. */
  videos: PublishedVideo[];
  videoCount: number;
}

export async function readReportFigures(
  ctx: JobContext,
  learner: JobRecipient,
  period: ReportPeriod,
): Promise<ReportFigures> {
  const { start, end } = periodInstants(period, learner.timezone);
  // Learners of one zone share the period's videos: read once per run.
  const videosKey = `videos:${start.toISOString()}:${end.toISOString()}`;
  const [summary, released] = await Promise.all([
    summarisePeriod(ctx.db, learner, period.from, period.to),
    ctx.shared(videosKey, () =>
      videosPublishedBetween(ctx.db, new Date(start.getTime() - 1), new Date(end.getTime() - 1)),
    ),
  ]);
  return { summary, videos: released.videos, videoCount: released.total };
}
