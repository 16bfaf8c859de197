import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay } from "./heatmap-grid";

/**
 * A stretch of input as the History card shows it: "45 s", "12 min 5 s", "1 h 5 min". Seconds
 * matter for a short video, not next to hours; read aloud, it says what it is (unlike "12:05").
 */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) {
    const rest = seconds % 60;
    return rest === 0 ? `${Math.floor(seconds / 60)} min` : `${Math.floor(seconds / 60)} min ${rest} s`;
  }
  const minutes = Math.round(seconds / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** "Today, 23 Nov 2026", "Yesterday, 22 Nov 2026" or "20 Nov 2026", in the learner's time zone. */
export function historyDayTitle(date: string, timeZone: string, now = Date.now()): string {
  const today = localDateOf(now, timeZone);
  const yesterday = addDays(today, -1);
  if (date === today) return `Today, ${formatDay(date)}`;
  if (date === yesterday) return `Yesterday, ${formatDay(date)}`;
  return formatDay(date);
}
