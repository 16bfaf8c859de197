import { DAY_MS } from "./calendar";

/** reached: the total is at the goal; open: the date is ahead; passed: the date went by first. */
export const FINAL_GOAL_STATUSES = ["reached", "open", "passed"] as const;

/** Where the learner stands with the final goal (docs/progress.md "Statistics"). */
export interface FinalGoalPace {
  status: (typeof FINAL_GOAL_STATUSES)[number];
  /** Whole minutes still to go, rounded up; 0 once reached. */
  remainingMinutes: number;
  /** Days up to the goal's date, a started day counting as one; 0 once the date has passed. */
  daysLeft: number;
  /** Minutes a day from today on that reach the goal by its date, rounded up; null unless open. */
  dailyMinutesNeeded: number | null;
}

/**
 * Days from `now` up to the final goal's instant, in 24-hour days rounded up (a started day counts
 * as one); 0 once it has passed. It moves at that instant's time of day, not at midnight.
 */
export function daysLeftUntil(finalGoalDateMs: number, now: number): number {
  const msLeft = finalGoalDateMs - now;
  return Number.isFinite(msLeft) && msLeft > 0 ? Math.ceil(msLeft / DAY_MS) : 0;
}

/**
 * The daily minutes needed to reach the final goal by its date: the minutes still to go over the
 * days left. Days are counted as the goals card counts them (shared/domain/goals.ts): from now to
 * the goal's instant in 24-hour days, here rounded up, so that the day in progress counts.
 */
export function finalGoalPace(input: {
  finalGoalMinutes: number;
  finalGoalDateMs: number;
  doneMinutes: number;
  now: number;
}): FinalGoalPace {
  const remaining = input.finalGoalMinutes - Math.max(0, input.doneMinutes);
  const daysLeft = daysLeftUntil(input.finalGoalDateMs, input.now);
  if (remaining <= 0) return { status: "reached", remainingMinutes: 0, daysLeft, dailyMinutesNeeded: null };
  const remainingMinutes = Math.ceil(remaining);
  if (daysLeft === 0) return { status: "passed", remainingMinutes, daysLeft, dailyMinutesNeeded: null };
  return { status: "open", remainingMinutes, daysLeft, dailyMinutesNeeded: Math.ceil(remaining / daysLeft) };
}
