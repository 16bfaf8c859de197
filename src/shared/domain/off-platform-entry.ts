import { parseIsoDateTime, zonedDateTimeToInstant } from "./calendar";

/** Input a learner logs from outside the platform (docs/product-rules.md "Validation"). */
export const FILL_IN_ALL_FIELDS = "Please fill in all fields.";
export const START_BEFORE_END = "Start date must be before end date.";
export const END_DATE_NOT_ISO = "End date must be an ISO 8601 date-time.";
export const AT_LEAST_ONE_MINUTE = "Enter at least 1 minute.";
/** One entry holds at most a day of input. */
export const OFF_PLATFORM_MAX_MINUTES = 24 * 60;
export const OFF_PLATFORM_COMMENT_MAX = 500;
/** Clocks differ a little between a browser and the server. */
const CLOCK_SLACK_MS = 60_000;

export interface OffPlatformEntryFields {
  /** The learner's local date the input started, YYYY-MM-DD: the day it counts on. */
  startDate: string;
  /** The learner's local time it started, HH:MM. */
  startTime: string;
  /** ISO 8601 date-time it ended (no offset: the learner's wall clock). */
  endDate: string;
  minutes: number;
  comment: string;
}

export type EntryTimesCheck = { ok: true; startMs: number; endMs: number } | { ok: false; error: string };

/**
 * The rules that need the learner's time zone and the clock, after each field has passed its own
 * check: the start comes before the end, is not in the future, and the minutes fit between them.
 */
export function checkEntryTimes(
  entry: OffPlatformEntryFields,
  timeZone: string,
  now: number,
): EntryTimesCheck {
  const startMs = zonedDateTimeToInstant(entry.startDate, entry.startTime, timeZone);
  const endMs = parseIsoDateTime(entry.endDate, timeZone);
  if (endMs === null) return { ok: false, error: END_DATE_NOT_ISO };
  if (startMs >= endMs) return { ok: false, error: START_BEFORE_END };
  if (startMs > now + CLOCK_SLACK_MS) return { ok: false, error: "The start cannot be in the future." };
  if (entry.minutes > Math.ceil((endMs - startMs) / 60_000)) {
    return { ok: false, error: "The minutes cannot be more than the time between start and end." };
  }
  return { ok: true, startMs, endMs };
}

/** The end of an entry logged without one: its start plus its minutes. */
export function defaultEndDate(
  startDate: string,
  startTime: string,
  minutes: number,
  timeZone: string,
): string {
  return new Date(zonedDateTimeToInstant(startDate, startTime, timeZone) + minutes * 60_000).toISOString();
}
