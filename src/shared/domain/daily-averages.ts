import { addDays } from "./calendar";
import type { DayInput } from "./level-reached";

/** The windows of the summary's daily averages, in days, today included. */
export const AVERAGE_WINDOWS = [7, 30] as const;

/**
 * Average input per day over the `windowDays` local days that end today (today included, days
 * without input count as 0), seconds. Days after today (a learner who moved to a zone behind the
 * one they watched in) are left out.
 */
export function averagePerDay(days: readonly DayInput[], today: string, windowDays: number): number {
  const from = addDays(today, -(windowDays - 1));
  let seconds = 0;
  for (const day of days) if (day.date >= from && day.date <= today) seconds += day.seconds;
  return seconds / windowDays;
}

/** The day with the most input (the earliest of equal days); null without input. */
export function bestDay(days: readonly DayInput[]): DayInput | null {
  let best: DayInput | null = null;
  for (const day of days) {
    if (day.seconds > 0 && (best === null || day.seconds > best.seconds)) best = day;
  }
  return best === null ? null : { date: best.date, seconds: best.seconds };
}
