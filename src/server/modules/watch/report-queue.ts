import DataLoader from "dataloader";
import type { Db } from "../../db/create-db";
import { notFound } from "../../lib/app-error";
import { NO_SUCH_VIDEO } from "../video/index";
import { type QueuedReport, type ReportOutcome, recordSegmentReports } from "./segment-service";

const FOREIGN_KEY_VIOLATION = "23503";
/** Enough to gather every connection's report; a bigger batch would only hold one lock set longer. */
const MAX_BATCH = 200;

/**
 * Group commit for watch-time reports: while one batch is being stored, the reports that arrive
 * wait and then go together in the next transaction. Each report still gets its own exact answer;
 * a busy server does a few statements per batch instead of per report (docs/watch-time.md).
 */
export function createReportQueue(db: Db) {
  let inFlight: Promise<unknown> = Promise.resolve();
  const loader = new DataLoader<QueuedReport, ReportOutcome>(
    (reports) => {
      const stored = recordWithFallback(db, reports);
      inFlight = stored.catch(() => undefined);
      return stored;
    },
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      // The next batch leaves once the last one is stored, gathering everything that came meanwhile.
      batchScheduleFn: (dispatch) => void inFlight.then(() => setImmediate(dispatch)),
    },
  );
  return { record: (report: QueuedReport) => loader.load(report) };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;

/**
 * A batch that fails as a whole (a video deleted meanwhile, a deadlock with another kind of
 * write) is retried one report at a time, so that only the report at fault fails.
 */
async function recordWithFallback(
  db: Db,
  reports: readonly QueuedReport[],
): Promise<(ReportOutcome | Error)[]> {
  try {
    return await recordSegmentReports(db, reports);
  } catch (err) {
    if (reports.length === 1) return [asReportError(err)];
    const outcomes: (ReportOutcome | Error)[] = [];
    for (const report of reports) {
      outcomes.push(await recordSegmentReports(db, [report]).then((o) => o[0]!, asReportError));
    }
    return outcomes;
  }
}

function asReportError(err: unknown): Error {
  if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) return notFound(NO_SUCH_VIDEO);
  return err instanceof Error ? err : new Error(String(err));
}
