import { describe, expect, it } from "vitest";
import { DAY_MS } from "../domain/calendar";
import { type Goals, goalsProblem } from "../domain/goals";
import { goalRequestSchema } from "./account";

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const ok: Goals = { dailyGoalMinutes: 15, finalGoalMinutes: 70_000, finalGoalDate: inDays(2000) };

/** The goals card refuses, before saving, exactly what POST /api/user/goal refuses, in its words. */
describe("goal bounds shared by the goals card and the goal call", () => {
  it.each<[string, Goals]>([
    ["a date 101 years away", { ...ok, finalGoalDate: inDays(101 * 366) }],
    ["a date in the past", { ...ok, finalGoalDate: inDays(-1) }],
    ["a daily goal over 24 hours", { ...ok, dailyGoalMinutes: 1441 }],
    ["a final goal over 10 000 000 minutes", { ...ok, finalGoalMinutes: 10_000_001 }],
  ])("%s: both refuse with the same sentence", (_, goals) => {
    const problem = goalsProblem(goals, Date.now());
    expect(problem).not.toBeNull();
    const parsed = goalRequestSchema.safeParse(goals);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(problem);
  });

  it("both accept goals within the bounds, up to the edges", () => {
    for (const goals of [
      ok,
      { ...ok, dailyGoalMinutes: 1440, finalGoalMinutes: 10_000_000, finalGoalDate: inDays(36_520) },
    ]) {
      expect(goalsProblem(goals, Date.now())).toBeNull();
      expect(goalRequestSchema.safeParse(goals).success).toBe(true);
    }
  });
});
