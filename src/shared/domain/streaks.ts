import type { OverallResponse } from "../contracts/progress";
import { addDays, daysBetween } from "./calendar";

/** The learner's streaks, as the progress answers carry them (`streaksSchema`, contracts/progress.ts). */
export type Streaks = OverallResponse["streaks"];

/** A day meets the goal when its total input (video + off-platform) reaches the daily goal. */
export function meetsDailyGoal(totalSeconds: number, dailyGoalMinutes: number): boolean {
  return totalSeconds >= Math.max(1, dailyGoalMinutes) * 60;
}

/**
 * Streaks from the learner's local dates that met the goal. "Today" is the learner's local date
 * (`localDateOf(now, timeZone)`): a streak that ended yesterday is still current until today ends.
 */
export function computeStreaks(metDates: Iterable<string>, today: string): Streaks {
  const met = new Set(metDates);
  const todayMet = met.has(today);
  let current = 0;
  for (let day = todayMet ? today : addDays(today, -1); met.has(day); day = addDays(day, -1)) current++;

  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const date of [...met].sort()) {
    run = previous !== undefined && daysBetween(previous, date) === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return { current, longest, todayMet };
}
