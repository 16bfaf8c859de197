import { addDays, isoWeekday, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

/** Reports are due from this time of the learner's morning (docs/emails.md). */
export const REPORT_TIME = "08:00";

/** The local dates a report covers, both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** True from the report time of the learner's `today` until that day ends. */
function pastReportTime(now: Date, today: string, timeZone: string): boolean {
  return now.getTime() >= zonedDateTimeToInstant(today, REPORT_TIME, timeZone);
}

/**
 * The weekly report due at `now` for a learner in `timeZone`: on their Monday from 08:00 until the
 * day ends, the week before (Monday to Sunday), keyed by its Monday. Null on other days: a Monday
 * the runner missed entirely is not made up on Tuesday (a late "weekly" report is noise).
 */
export function weeklyReportDue(now: Date, timeZone: string): string | null {
  const today = localDateOf(now, timeZone);
  if (isoWeekday(today) !== 1 || !pastReportTime(now, today, timeZone)) return null;
  return addDays(today, -7);
}

export function weeklyPeriod(monday: string): ReportPeriod {
  return { from: monday, to: addDays(monday, 6) };
}

/** The monthly report due at `now`: on the learner's 1st from 08:00, the month before ("2026-10"). */
export function monthlyReportDue(now: Date, timeZone: string): string | null {
  const today = localDateOf(now, timeZone);
  if (!today.endsWith("-01") || !pastReportTime(now, today, timeZone)) return null;
  return addDays(today, -1).slice(0, 7);
}

export function monthlyPeriod(month: string): ReportPeriod {
  const from = `${month}-01`;
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const nextMonth = new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
  return { from, to: addDays(nextMonth, -1) };
}

/** The instants a period of local dates spans in a time zone: [start, end). */
export function periodInstants(period: ReportPeriod, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(zonedDateTimeToInstant(period.from, "00:00", timeZone)),
    end: new Date(zonedDateTimeToInstant(addDays(period.to, 1), "00:00", timeZone)),
  };
}
