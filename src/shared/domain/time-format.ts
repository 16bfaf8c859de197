import { formatCount } from "./counts";
/** Parses "s", "m:s" or "h:m:s" to seconds (docs/product-rules.md "Validation"). */
export function parseTimeToSeconds(text: string): number {
  const parts = text.split(":");
  if (parts.length < 1 || parts.length > 3 || parts.some((p) => !/^\d+$/.test(p.trim()))) {
    throw new Error("Invalid time format");
  }
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** Formats seconds as m:ss, or h:mm:ss from one hour up. */
export function formatSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** How finely `formatDuration` writes a stretch of input. */
export type DurationPrecision = "minute" | "second";

/**
 * The one way the app writes an amount of input time (docs/progress.md "How figures are written"):
 * "45 s" under a minute, else hours and minutes, "1 h 5 min", "1,234 h 0 min"; at "second"
 * precision the seconds follow, "1 min 40 s", "154 h 21 min 0 s". Always rounded down, so a figure
 * never shows time the learner has not been credited, and the same seconds read the same in the
 * top bar, the summary, the history and the emails. Time that exists is never a bare "0": under a
 * minute it is written in seconds.
 */
export function formatDuration(totalSeconds: number, precision: DurationPrecision = "minute"): string {
  // A millisecond figure divided by 1000 can land a hair under a whole second.
  const s = Number.isFinite(totalSeconds) ? Math.floor(Math.max(0, totalSeconds) + 1e-6) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${formatCount(hours)} h`);
  if (hours > 0 || minutes > 0) parts.push(`${minutes} min`);
  if (precision === "second" || parts.length === 0) {
    if (precision === "second" || seconds > 0) parts.push(`${seconds} s`);
    else parts.push("0 min");
  }
  return parts.join(" ");
}

/** Daily goal progress = (today's seconds / 60) / goal minutes, clamped to 0..1 (docs/product-rules.md "Constants"). */
export function dailyGoalProgress(watchTimeTodaySeconds: number, dailyGoalMinutes: number): number {
  if (dailyGoalMinutes <= 0) return 1;
  return Math.min(1, Math.max(0, watchTimeTodaySeconds / 60 / dailyGoalMinutes));
}

/**
 * A wall-clock time "HH:MM" as the browser writes times (docs/progress.md "Off-platform input"):
 * "06:00 PM" where its language uses a 12-hour clock, "18:00" where it uses 24, the same way its
 * own time fields show them, so the log and the form never disagree. `locale` is for tests.
 */
export function formatClockTime(time: string, locale?: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const at = Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]));
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(at);
}

/** The months as a day is written ("Sep", where recent en-GB data says "Sept"). */
export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/**
 * A day as every page writes it: "31 Dec 2030" (docs/screens.md), for a date (`yyyy-mm-dd`) or an
 * instant (its UTC day, as the admin's schedule dates are typed). The same day in every time zone
 * the browser may be in. By hand, not Intl: the server's render and the browser write it the same
 * whatever their ICU data, and a phone makes no formatter (tens of milliseconds) while a page starts.
 */
export function formatDay(date: string): string {
  const [year, month, day] = date.slice(0, 10).split("-").map(Number);
  return `${day} ${MONTH_ABBREVIATIONS[(month ?? 1) - 1]} ${year}`;
}
