import type { DailyTotalsResponse } from "../contracts/progress";
import { datesInRange } from "./calendar";

/** The consistency graph has five intensity levels (docs/product-rules.md "Constants"), 0 being "no input". */
export type HeatLevel = 0 | 1 | 2 | 3 | 4;
export const HEAT_LEVELS: readonly HeatLevel[] = [0, 1, 2, 3, 4];

/**
 * A day's intensity, measured against the daily goal so that colour means the same thing every
 * day: 0 no input, 1 under half the goal, 2 at least half, 3 goal reached, 4 twice the goal.
 * Level 3 and up is exactly "goal met", the rule streaks count.
 */
export function heatLevel(totalSeconds: number, dailyGoalMinutes: number): HeatLevel {
  if (!(totalSeconds > 0)) return 0;
  const goalSeconds = Math.max(1, dailyGoalMinutes) * 60;
  if (totalSeconds >= 2 * goalSeconds) return 4;
  if (totalSeconds >= goalSeconds) return 3;
  if (totalSeconds >= goalSeconds / 2) return 2;
  return 1;
}

/** A day of the consistency graph as GET /api/user/daily-totals answers it (contracts/progress.ts). */
type DailyTotalsDay = DailyTotalsResponse["days"][number];

/** One day's input, as stored: video and off-platform apart. */
export type DayTotal = Pick<DailyTotalsDay, "date" | "videoSeconds" | "offPlatformSeconds">;

/** The answer's day with its level narrowed to the five HEAT_LEVELS (the contract says an int 0..4). */
export type HeatmapDay = Omit<DailyTotalsDay, "level"> & { level: HeatLevel };

/** Every date from `from` to `to` (days without input included, at 0) with its intensity. */
export function buildHeatmap(
  totals: readonly DayTotal[],
  from: string,
  to: string,
  dailyGoalMinutes: number,
): HeatmapDay[] {
  const byDate = new Map(totals.map((t) => [t.date, t]));
  return datesInRange(from, to).map((date) => {
    const day = byDate.get(date);
    const videoSeconds = day?.videoSeconds ?? 0;
    const offPlatformSeconds = day?.offPlatformSeconds ?? 0;
    const totalSeconds = videoSeconds + offPlatformSeconds;
    return {
      date,
      videoSeconds,
      offPlatformSeconds,
      totalSeconds,
      level: heatLevel(totalSeconds, dailyGoalMinutes),
    };
  });
}
