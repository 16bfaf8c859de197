import { daysBetween, isoWeekday, mondayOf } from "../../../shared/domain/calendar";
import { meetsDailyGoal } from "../../../shared/domain/streaks";
import { formatDay, formatDuration, MONTH_ABBREVIATIONS } from "../../../shared/domain/time-format";

/** One day as the graph draws it. */
export interface HeatmapCell {
  date: string;
  totalSeconds: number;
  /** Intensity 0..4, as the server computed it against the daily goal. */
  level: number;
  goalMet: boolean;
  /** Column (week, oldest first) and row (0 Monday … 6 Sunday). */
  week: number;
  weekday: number;
}

export interface HeatmapGrid {
  weeks: number;
  cells: HeatmapCell[];
  /** Month names over the column holding the month's first day (or the first column). */
  months: { week: number; label: string }[];
}

/** Rows of the graph, Monday first as in Russia and most of Europe. */
export const WEEKDAY_LABELS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

// A month label needs about three columns of room before the next one.
const MIN_WEEKS_BETWEEN_MONTH_LABELS = 3;

/** A column's month, as a day writes it ("Sep"). */
const monthLabel = (date: string): string => MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1] ?? "";

/**
 * Lays days (consecutive, oldest first) out GitHub-style: a column per week, a row per weekday.
 * The first column starts on the Monday of the first day's week, so it may begin part-way down.
 */
export function layOutHeatmap(
  days: readonly { date: string; totalSeconds: number; level: number }[],
  dailyGoalMinutes: number,
): HeatmapGrid {
  const first = days[0];
  if (!first) return { weeks: 0, cells: [], months: [] };
  const firstMonday = mondayOf(first.date);
  const cells = days.map((day) => ({
    date: day.date,
    totalSeconds: day.totalSeconds,
    level: day.level,
    goalMet: meetsDailyGoal(day.totalSeconds, dailyGoalMinutes),
    week: Math.floor(daysBetween(firstMonday, day.date) / 7),
    // The grid's rows: 0 for Monday … 6 for Sunday.
    weekday: isoWeekday(day.date) - 1,
  }));
  const weeks = (cells.at(-1)?.week ?? 0) + 1;

  const months: { week: number; label: string }[] = [];
  for (const cell of cells) {
    if (cell.date.endsWith("-01")) months.push({ week: cell.week, label: monthLabel(cell.date) });
  }
  // The first column names its month too, when there is room before the next label.
  const nextLabel = months[0]?.week ?? weeks;
  if (!first.date.endsWith("-01") && nextLabel >= MIN_WEEKS_BETWEEN_MONTH_LABELS) {
    months.unshift({ week: 0, label: monthLabel(first.date) });
  }
  return { weeks, cells, months };
}

/** "25 min", "1 h 5 min" (the one duration format, time-format.ts) or "no input". */
export function formatInput(totalSeconds: number): string {
  return totalSeconds > 0 ? formatDuration(totalSeconds) : "no input";
}

/** The tooltip and accessible name of a day: "12 Mar 2026: 25 min", with the goal when met. */
export function dayLabel(cell: Pick<HeatmapCell, "date" | "totalSeconds" | "goalMet">): string {
  const base = `${formatDay(cell.date)}: ${formatInput(cell.totalSeconds)}`;
  return cell.goalMet ? `${base}, daily goal reached` : base;
}

/** The cell an arrow key moves to from `index`, staying inside the days shown. */
export function moveInGrid(index: number, key: string, count: number): number {
  const step = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 }[key];
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  if (step === undefined) return index;
  const next = index + step;
  return next < 0 || next >= count ? index : next;
}
