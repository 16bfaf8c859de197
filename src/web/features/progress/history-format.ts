import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay } from "../../../shared/domain/time-format";

/** "Today, 23 Nov 2026", "Yesterday, 22 Nov 2026" or "20 Nov 2026", in the learner's time zone. */
export function historyDayTitle(date: string, timeZone: string, now = Date.now()): string {
  const today = localDateOf(now, timeZone);
  const yesterday = addDays(today, -1);
  if (date === today) return `Today, ${formatDay(date)}`;
  if (date === yesterday) return `Yesterday, ${formatDay(date)}`;
  return formatDay(date);
}
