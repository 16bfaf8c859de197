import type { User } from "../contracts/user";
import { DAY_MS } from "./calendar";
import { daysLeftUntil } from "./daily-needed";
import { formatDuration } from "./time-format";

/** A month in goal maths is 30 days (docs/product-rules.md "Constants": 2 592 000 000 ms). */
export const MONTH_MS = 30 * DAY_MS;
export const MINUTES_PER_HOUR = 60;

/** The learner's goals as the user object carries them. */
export type Goals = Pick<User, "dailyGoalMinutes" | "finalGoalMinutes" | "finalGoalDate">;

/** The three linked values of the goals card; one of them is locked (docs/screens.md). */
export type GoalField = "daily" | "final" | "timeFrame";

export type GoalEdit =
  | { field: "daily"; minutes: number }
  | { field: "final"; minutes: number }
  | { field: "timeFrame"; months: number }
  | { field: "timeFrame"; date: string };

/** The bounds POST /api/user/goal holds goals to (contracts/account.ts); the card never offers more. */
export const MAX_DAILY_GOAL_MINUTES = 24 * 60;
export const MAX_FINAL_GOAL_MINUTES = 10_000_000;
/** Goals further away than this are a typing slip, not a plan. */
export const MAX_GOAL_YEARS_AHEAD = 100;
const MAX_GOAL_MS_AHEAD = MAX_GOAL_YEARS_AHEAD * 365.25 * DAY_MS;

/**
 * Why the goal call would refuse these goals (its sentence), or null: so that the goals card never
 * shows a value it cannot save (docs/product-rules.md "What a new user tripped over": 0 a day once showed a date in 2218).
 */
export function goalsProblem(goals: Goals, now: number): string | null {
  if (goals.dailyGoalMinutes > MAX_DAILY_GOAL_MINUTES) {
    return `The daily goal cannot be more than ${MAX_DAILY_GOAL_MINUTES} minutes.`;
  }
  if (goals.finalGoalMinutes > MAX_FINAL_GOAL_MINUTES) {
    return `The final goal cannot be more than ${MAX_FINAL_GOAL_MINUTES} minutes.`;
  }
  return finalGoalDateProblem(Date.parse(goals.finalGoalDate), now);
}

/**
 * Why a final goal date (epoch ms) cannot be set at `now` (its sentence), or null: in the future and
 * within MAX_GOAL_YEARS_AHEAD. The goal call, the account update (for a date it changes) and the
 * goals card all ask this one rule.
 */
export function finalGoalDateProblem(dateMs: number, now: number): string | null {
  if (!(dateMs > now)) return "The final goal date must be in the future.";
  if (!(dateMs < now + MAX_GOAL_MS_AHEAD))
    return `The final goal date must be within ${MAX_GOAL_YEARS_AHEAD} years.`;
  return null;
}

/** Goal values are whole minutes and never below 1 (docs/product-rules.md "Validation"). */
export function floorGoal(minutes: number): number {
  return Number.isFinite(minutes) ? Math.max(1, Math.round(minutes)) : 1;
}

/** Time frame in months = round((final goal date − now) / 30 days) (docs/product-rules.md "Constants"). */
export function timeFrameMonths(finalGoalDate: string, now: number): number {
  return Math.round((Date.parse(finalGoalDate) - now) / MONTH_MS);
}

/** The goals card's names of its values, as its labels write them. */
export const GOAL_FIELD_NAMES: Record<GoalField, string> = {
  daily: "Daily goal",
  final: "Final goal",
  timeFrame: "Time frame",
};

/**
 * A new learner's goals (docs/progress.md "Goals"): round, and consistent under the locking rule:
 * 15 minutes a day for 12 months (of 30 days) is 90 hours, the final goal. The database gives a new
 * row the same (migration 0018); goals.unit.test.ts and visitor.api.test.ts hold the two together.
 */
export const DEFAULT_DAILY_GOAL_MINUTES = 15;
export const DEFAULT_TIME_FRAME_MONTHS = 12;
export const DEFAULT_FINAL_GOAL_MINUTES =
  DEFAULT_DAILY_GOAL_MINUTES * DEFAULT_TIME_FRAME_MONTHS * (MONTH_MS / DAY_MS);

/** The goals of a learner whose row is made at `now`: the final goal is due on a UTC day's start. */
export function defaultGoals(now: number): Goals {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return {
    dailyGoalMinutes: DEFAULT_DAILY_GOAL_MINUTES,
    finalGoalMinutes: DEFAULT_FINAL_GOAL_MINUTES,
    finalGoalDate: new Date(today + DEFAULT_TIME_FRAME_MONTHS * MONTH_MS).toISOString(),
  };
}

/** Why an edit is not applied: the field edited and a sentence that names what went out of bounds. */
export interface GoalEditProblem {
  field: GoalField;
  message: string;
}

export type GoalEditResult = { goals: Goals; recomputed: GoalField } | { problem: GoalEditProblem };

/**
 * Applies an edit of one goal value and recomputes the value that is neither edited nor locked,
 * so that final goal = input done + daily goal × days left. Input already done counts towards the
 * final goal: it is a total, like the level bands. An edit of the locked value, a result that
 * leaves less than 1 day or a daily goal under 1 minute (docs/screens.md), or one the goal call
 * refuses (`goalsProblem`) is not applied: the answer is the problem, naming the field edited.
 */
export function tryGoalEdit(
  goals: Goals,
  locked: GoalField,
  edit: GoalEdit,
  now: number,
  doneMinutes = 0,
): GoalEditResult {
  const name = GOAL_FIELD_NAMES[edit.field];
  const problem = (message: string): GoalEditResult => ({
    problem: { field: edit.field, message: `${name}: ${message}` },
  });
  if (edit.field === locked) return problem("it is fixed; fix another value to change it.");
  let daily = goals.dailyGoalMinutes;
  let final = goals.finalGoalMinutes;
  let dateMs = Date.parse(goals.finalGoalDate);
  if (edit.field === "daily") daily = floorGoal(edit.minutes);
  else if (edit.field === "final") final = floorGoal(edit.minutes);
  else dateMs = "months" in edit ? now + edit.months * MONTH_MS : Date.parse(edit.date);
  if (!Number.isFinite(dateMs)) return problem("write a number of months.");

  const recompute: GoalField = (["daily", "final", "timeFrame"] as const).find(
    (f) => f !== locked && f !== edit.field,
  ) as GoalField;
  const done = Math.max(0, doneMinutes);

  if (recompute === "timeFrame") {
    const days = Math.ceil((final - done) / daily);
    // Under a day only when the input so far already reaches the final goal (days round up).
    if (!(days >= 1)) {
      return problem(
        "your input so far already reaches that final goal, so no time is left to plan. Try a larger final goal.",
      );
    }
    dateMs = now + days * DAY_MS;
  } else {
    if (!((dateMs - now) / DAY_MS >= 1)) return problem("the final goal date must be at least a day away.");
    // Days left rounded up, as the summary's pace counts them.
    const days = daysLeftUntil(dateMs, now);
    if (recompute === "daily") {
      const perDay = (final - done) / days;
      if (!(perDay >= 1)) {
        return problem(
          "that would need less than 1 minute a day. Try a shorter time frame or a larger final goal.",
        );
      }
      daily = Math.round(perDay);
    } else {
      final = floorGoal(done + daily * days);
    }
  }
  // A date that lands on the (UTC) day it already had has not moved: the stored moment stays. A
  // new learner's is the start of a day, a recomputed one is now + whole days.
  const storedMs = Date.parse(goals.finalGoalDate);
  if (Math.floor(dateMs / DAY_MS) === Math.floor(storedMs / DAY_MS)) dateMs = storedMs;
  const result = {
    dailyGoalMinutes: daily,
    finalGoalMinutes: final,
    finalGoalDate: new Date(dateMs).toISOString(),
  };
  const refused = goalsProblem(result, now);
  if (refused === null) return { goals: result, recomputed: recompute };
  if (result.dailyGoalMinutes > MAX_DAILY_GOAL_MINUTES) {
    return problem(`that would need more than ${MAX_DAILY_GOAL_MINUTES} minutes (24 hours) a day.`);
  }
  if (result.finalGoalMinutes > MAX_FINAL_GOAL_MINUTES) {
    return problem(
      `that would make the final goal more than ${formatDuration(MAX_FINAL_GOAL_MINUTES * 60)}.`,
    );
  }
  return problem(`that would put the final goal date more than ${MAX_GOAL_YEARS_AHEAD} years away.`);
}

/** `tryGoalEdit`'s goals, or null when the edit is not applied. */
export function applyGoalEdit(
  goals: Goals,
  locked: GoalField,
  edit: GoalEdit,
  now: number,
  doneMinutes = 0,
): Goals | null {
  const result = tryGoalEdit(goals, locked, edit, now, doneMinutes);
  return "goals" in result ? result.goals : null;
}
