import type { OffPlatformEntryRequest } from "../../../shared/contracts/progress";
import {
  AT_LEAST_ONE_MINUTE,
  FILL_IN_ALL_FIELDS,
  START_BEFORE_END,
} from "../../../shared/domain/off-platform-entry";

/** The entry form's fields as typed: dates and times on the learner's wall clock. */
export interface EntryFormValues {
  startDate: string;
  startTime: string;
  /** A datetime-local value, "YYYY-MM-DDTHH:MM". */
  endDate: string;
  hours: string;
  minutes: string;
  comment: string;
}

export const MINUTES_PART_OUT_OF_RANGE = "Minutes must be a whole number from 0 to 59.";
export const HOURS_PART_INVALID = "Hours must be a whole number.";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A wall-clock "YYYY-MM-DD" + "HH:MM" as milliseconds on UTC fields, so that no time zone shifts
 * the arithmetic on it; the server reads the entry in the learner's zone. The one parser of the
 * form's dates and times.
 */
function wallClockMs(date: string, time: string): number {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return Date.UTC(y, mo - 1, d, h, mi);
}

/** Wall-clock arithmetic: "YYYY-MM-DD" + "HH:MM" + minutes, as a datetime-local value. */
export function addMinutesToWallClock(date: string, time: string, minutes: number): string {
  const t = new Date(wallClockMs(date, time) + minutes * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

function splitDuration(total: number): { hours: string; minutes: string } {
  return { hours: String(Math.floor(total / 60)), minutes: String(total % 60) };
}

/**
 * A new entry: today's date and nothing else (docs/progress.md "Off-platform input"). The learner
 * says when they started and how long, or when they ended: a click on Submit alone logs nothing.
 * `now` is the browser's wall clock as "YYYY-MM-DDTHH:MM".
 */
export function defaultEntry(now: string): EntryFormValues {
  const [startDate = ""] = now.split("T");
  return { startDate, startTime: "", endDate: "", hours: "", minutes: "", comment: "" };
}

/** Minutes from a wall-clock start to a datetime-local end (negative when the end comes first). */
function minutesBetween(date: string, time: string, end: string): number {
  const [endDate = "", endTime = ""] = end.split("T");
  return (wallClockMs(endDate, endTime) - wallClockMs(date, time)) / 60_000;
}

/**
 * After the end changes, an empty duration follows it (end − start), so that a start and an end
 * are enough; a duration the learner typed is theirs (it may be shorter than the stretch).
 */
export function followDuration(values: EntryFormValues): EntryFormValues {
  if (values.hours.trim() !== "" || values.minutes.trim() !== "") return values;
  if (!values.startDate || !values.startTime || !values.endDate) return values;
  const minutes = minutesBetween(values.startDate, values.startTime, values.endDate);
  if (!Number.isInteger(minutes) || minutes < 1) return values;
  return { ...values, ...splitDuration(minutes) };
}

type Duration = { ok: true; minutes: number } | { ok: false; error: string };

function readDuration(hoursText: string, minutesText: string): Duration {
  const hours = hoursText.trim() === "" ? 0 : Number(hoursText);
  const minutes = minutesText.trim() === "" ? 0 : Number(minutesText);
  if (!Number.isInteger(hours) || hours < 0) return { ok: false, error: HOURS_PART_INVALID };
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > 59)
    return { ok: false, error: MINUTES_PART_OUT_OF_RANGE };
  const total = hours * 60 + minutes;
  return total < 1 ? { ok: false, error: AT_LEAST_ONE_MINUTE } : { ok: true, minutes: total };
}

/**
 * After the start or the duration changes, the end follows (start + duration) until the learner
 * sets the end themselves.
 */
export function followEnd(values: EntryFormValues): EntryFormValues {
  const duration = readDuration(values.hours, values.minutes);
  if (!values.startDate || !values.startTime || !duration.ok) return values;
  return { ...values, endDate: addMinutesToWallClock(values.startDate, values.startTime, duration.minutes) };
}

/** The form as it stands: its values, and whether the learner has set the end themselves. */
export interface EntryForm {
  values: EntryFormValues;
  endSet: boolean;
}

/** A new form: today's date and nothing else (`defaultEntry`), its end not set. */
export function newEntryForm(now: string): EntryForm {
  return { values: defaultEntry(now), endSet: false };
}

/**
 * The form after the learner types `value` into `field`. The end follows the start and the
 * duration until the learner sets it; from then on the end is theirs, and an empty duration
 * follows it instead. The comment moves nothing.
 */
export function changeEntry(form: EntryForm, field: keyof EntryFormValues, value: string): EntryForm {
  const values = { ...form.values, [field]: value };
  if (field === "comment") return { ...form, values };
  const endSet = form.endSet || field === "endDate";
  return { values: endSet ? followDuration(values) : followEnd(values), endSet };
}

export type EntryCheck = { ok: true; request: OffPlatformEntryRequest } | { ok: false; error: string };

/** The checks the browser can make (docs/product-rules.md "Validation"); the server checks the rest and its text is shown. */
export function checkEntryForm(values: EntryFormValues): EntryCheck {
  if (!values.startDate || !values.startTime || !values.endDate)
    return { ok: false, error: FILL_IN_ALL_FIELDS };
  if (`${values.startDate}T${values.startTime}` >= values.endDate.slice(0, 16)) {
    return { ok: false, error: START_BEFORE_END };
  }
  const duration = readDuration(values.hours, values.minutes);
  if (!duration.ok) return duration;
  return {
    ok: true,
    request: {
      startDate: values.startDate,
      startTime: values.startTime,
      endDate: values.endDate,
      minutes: duration.minutes,
      comment: values.comment.trim(),
    },
  };
}
