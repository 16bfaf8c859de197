import type { InputStatistics } from "../../../shared/contracts/input-statistics";
import { AVERAGE_WINDOWS, averagePerDay, bestDay } from "../../../shared/domain/daily-averages";
import { finalGoalPace } from "../../../shared/domain/daily-needed";
import { scaledBands } from "../../../shared/domain/learner-level";
import type { DayInput } from "../../../shared/domain/level-reached";
import { levelReachedDates } from "../../../shared/domain/level-reached";
import type { UserRow } from "../user/index";

type Learner = Pick<UserRow, "id" | "final_goal_minutes" | "final_goal_date">;

/**
 * Averages, best day, the dates the bands were reached and the daily minutes the final goal needs
 * (docs/progress.md "Statistics"), from the daily totals (`allDayInputs`), read afresh each time.
 */
export function buildInputStatistics(
  days: readonly DayInput[],
  user: Learner,
  at: { today: string; now: number; factor: number; totalMs: number },
): InputStatistics {
  const finalGoalDateMs = user.final_goal_date.getTime();
  return {
    averages: AVERAGE_WINDOWS.map((windowDays) => ({
      days: windowDays,
      secondsPerDay: averagePerDay(days, at.today, windowDays),
    })),
    bestDay: bestDay(days),
    levelsReached: levelReachedDates(days, scaledBands(at.factor)),
    finalGoal: {
      minutes: user.final_goal_minutes,
      date: user.final_goal_date.toISOString(),
      ...finalGoalPace({
        finalGoalMinutes: user.final_goal_minutes,
        finalGoalDateMs,
        // The final goal is a total, like the bands: all input so far counts (goals.ts).
        doneMinutes: at.totalMs / 60_000,
        now: at.now,
      }),
    },
  };
}
