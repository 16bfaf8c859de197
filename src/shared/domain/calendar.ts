/**
 * Calendar dates ("YYYY-MM-DD") and wall-clock times ("HH:MM") as a learner sees them. Dates are
 * plain strings so that no time zone can shift a learner's day; arithmetic runs on UTC midnights.
 */

import { formatterPerZone } from "./dates";

export const DAY_MS = 24 * 3600 * 1000;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a 24-hour clock time written HH:MM (00:00 to 23:59). */
export function isClockTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

function utcMidnight(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtcMidnight(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** The ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the ISO week of a date (the date itself on a Monday). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesInRange(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

const wallClockFormatter = formatterPerZone("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** How far the wall clock of `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const formatter = wallClockFormatter(timeZone);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (epoch ms) at which the wall clock of `timeZone` shows `date` `time`. A time that
 * happens twice (clocks going back) gives the first moment; a time skipped by clocks going forward
 * is moved forward by the gap, as calendars do.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const wall = utcMidnight(date) + (h * 60 + m) * 60_000;
  // No zone changes its offset twice within a day: the offsets half a day either side are the
  // only candidates.
  const before = wall - zoneOffsetMs(wall - DAY_MS / 2, timeZone);
  const after = wall - zoneOffsetMs(wall + DAY_MS / 2, timeZone);
  const matching = [before, after].filter((c) => c + zoneOffsetMs(c, timeZone) === wall);
  return matching.length > 0 ? Math.min(...matching) : before;
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads an ISO 8601 date-time ("2026-05-01T18:30:00Z", "…+03:00"). One without an offset, as a
 * browser's datetime-local field gives it, is read on the wall clock of `timeZone`. Null when
 * the text is not such a date-time.
 */
export function parseIsoDateTime(value: string, timeZone: string): number | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, date = "", time = "", seconds, fraction, offset] = match;
  if (!isCalendarDate(date) || !isClockTime(time) || Number(seconds ?? 0) > 59) return null;
  if (offset) {
    const ms = Date.parse(value.trim());
    return Number.isFinite(ms) ? ms : null;
  }
  const extraMs = Number(seconds ?? 0) * 1000 + Math.floor(Number(`0.${fraction ?? "0"}`) * 1000);
  return zonedDateTimeToInstant(date, time, timeZone) + extraMs;
}
