import type { OverallResponse } from "../contracts/progress";
import { addDays, daysBetween } from "./calendar";
import { scaledBands } from "./learner-level";
import type { DayInput } from "./level-reached";

/**
 * Forecasts of the next levels (docs/progress.md "Forecast"). A pace is an average of daily input
 * over a window of local days that ends today; a forecast at a pace says when each of the next
 * bands is reached if the learner keeps it.
 */

/** No forecast until the learner's input history (first day with input to today) is this long. */
export const MIN_FORECAST_HISTORY_DAYS = 7;
/** The windows of the paces, in days, today included; the all-time pace follows them. */
export const FORECAST_WINDOWS = [7, 30] as const;
/** How many bands ahead a forecast names. */
export const FORECAST_MILESTONES = 3;
/**
 * A band further away than this at a pace gets no date ("more than 10 years"): a date decades
 * ahead is no news, and it is the sign of a pace too slow to mean much.
 */
export const FORECAST_HORIZON_YEARS = 10;
const HORIZON_DAYS = Math.round(FORECAST_HORIZON_YEARS * 365.25);

/** The forecasts as GET /api/user/overall answers them (`forecast`, contracts/progress.ts). */
export type LevelForecasts = OverallResponse["forecast"];
export type PaceForecast = LevelForecasts["paces"][number];
/** A band ahead: its date at the pace is null when the pace is 0 or the date is over the horizon. */
export type Milestone = PaceForecast["milestones"][number];

function milestonesAt(hours: number, perDayHours: number, factor: number, today: string): Milestone[] {
  return scaledBands(factor)
    .filter((band) => band.hourMin > hours)
    .slice(0, FORECAST_MILESTONES)
    .map((band) => {
      const days =
        perDayHours > 0 ? Math.ceil((band.hourMin - hours) / perDayHours) : Number.POSITIVE_INFINITY;
      return {
        name: band.name,
        hourMin: band.hourMin,
        date: days <= HORIZON_DAYS ? addDays(today, days) : null,
      };
    });
}

/**
 * The next levels at the 7-day, 30-day and all-time pace, from the learner's daily totals. A
 * window longer than the history is left out (its average would count days before the learner
 * began as days without input), and so is everything until the history is
 * MIN_FORECAST_HISTORY_DAYS long. Days after today (input dated in a zone ahead) are left out.
 */
export function forecastLevels(input: {
  hours: number;
  days: readonly DayInput[];
  factor: number;
  today: string;
}): LevelForecasts {
  const past = input.days.filter((day) => day.seconds > 0 && day.date <= input.today);
  const first = past.reduce<string | null>(
    (min, day) => (min === null || day.date < min ? day.date : min),
    null,
  );
  const historyDays = first === null ? 0 : daysBetween(first, input.today) + 1;
  if (historyDays < MIN_FORECAST_HISTORY_DAYS) return { historyDays, paces: [] };

  const secondsSince = (from: string) =>
    past.reduce((sum, day) => (day.date >= from ? sum + day.seconds : sum), 0);
  const paceOf = (days: number, allTime: boolean): PaceForecast => {
    const hoursPerDay = secondsSince(addDays(input.today, -(days - 1))) / 3600 / days;
    return {
      days,
      allTime,
      hoursPerDay,
      milestones: milestonesAt(input.hours, hoursPerDay, input.factor, input.today),
    };
  };
  return {
    historyDays,
    paces: [
      ...FORECAST_WINDOWS.filter((days) => days <= historyDays).map((days) => paceOf(days, false)),
      paceOf(historyDays, true),
    ],
  };
}
