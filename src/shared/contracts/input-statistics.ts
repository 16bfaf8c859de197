import { z } from "zod";
import { AVERAGE_WINDOWS } from "../domain/daily-averages";
import { FINAL_GOAL_STATUSES, type FinalGoalPace } from "../domain/daily-needed";
import type { LevelReached } from "../domain/level-reached";
import { isoDateTimeField, localDateField } from "./date-fields";

/**
 * The summary's sharper statistics (`statistics` of GET /api/user/overall; docs/progress.md
 * "Statistics"). The exact total is the answer's `totalSeconds`.
 */
export const inputStatisticsSchema = z.object({
  /** Average input per day over the last 7 and 30 local days, today included, in that order. */
  averages: z
    .array(z.object({ days: z.number().int(), secondsPerDay: z.number() }))
    .length(AVERAGE_WINDOWS.length),
  /** The local date with the most input and its seconds; null before any input. */
  bestDay: z.object({ date: localDateField, seconds: z.number() }).nullable(),
  /** The bands reached, easiest first, each with the local date the running total reached it. */
  levelsReached: z.array(
    z.object({
      name: z.string(),
      hourMin: z.number(),
      date: localDateField,
    }) satisfies z.ZodType<LevelReached>,
  ),
  /** The final goal and the daily minutes that reach it by its date (shared/domain/daily-needed). */
  finalGoal: z.object({
    minutes: z.number(),
    date: isoDateTimeField,
    status: z.enum(FINAL_GOAL_STATUSES),
    remainingMinutes: z.number().int(),
    daysLeft: z.number().int(),
    /** Rounded up; null when the goal is reached or its date has passed. */
    dailyMinutesNeeded: z.number().int().nullable(),
  }) satisfies z.ZodType<FinalGoalPace>,
});
export type InputStatistics = z.infer<typeof inputStatisticsSchema>;
