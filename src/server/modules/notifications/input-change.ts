/**
 * A credit of input: the learner's total and today's total before and after it, milliseconds. A
 * leaf: app-deps.ts names it without reaching the notifications module, which imports progress.
 */
export interface InputChange {
  totalBeforeMs: number;
  totalAfterMs: number;
  todayBeforeMs: number;
  todayAfterMs: number;
}
