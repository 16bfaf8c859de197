import { describe, expect, it } from "vitest";
import { DAY_MS } from "./calendar";
import { applyGoalEdit, floorGoal, type Goals, goalsProblem, MONTH_MS, timeFrameMonths } from "./goals";

const now = Date.parse("2026-01-01T12:00:00Z");
const inDays = (days: number) => new Date(now + days * DAY_MS).toISOString();
const goals: Goals = { dailyGoalMinutes: 30, finalGoalMinutes: 3000, finalGoalDate: inDays(100) };

describe("time frame", () => {
  it("is the distance to the final goal date in 30-day months, rounded", () => {
    expect(MONTH_MS).toBe(2_592_000_000);
    expect(timeFrameMonths(inDays(100), now)).toBe(3);
    expect(timeFrameMonths(inDays(44), now)).toBe(1);
    expect(timeFrameMonths(inDays(46), now)).toBe(2);
    expect(timeFrameMonths(inDays(-31), now)).toBe(-1);
  });
});

describe("editing goals with one value locked", () => {
  it("locked daily goal: a new final goal moves the date; a new time frame moves the final goal", () => {
    expect(applyGoalEdit(goals, "daily", { field: "final", minutes: 6000 }, now)).toEqual({
      dailyGoalMinutes: 30,
      finalGoalMinutes: 6000,
      finalGoalDate: inDays(200),
    });
    expect(applyGoalEdit(goals, "daily", { field: "timeFrame", months: 2 }, now)).toEqual({
      dailyGoalMinutes: 30,
      finalGoalMinutes: 1800,
      finalGoalDate: inDays(60),
    });
  });

  it("locked final goal: a new daily goal moves the date; a new date changes the daily goal", () => {
    expect(applyGoalEdit(goals, "final", { field: "daily", minutes: 60 }, now)).toMatchObject({
      finalGoalMinutes: 3000,
      finalGoalDate: inDays(50),
    });
    expect(applyGoalEdit(goals, "final", { field: "timeFrame", date: inDays(200) }, now)).toMatchObject({
      dailyGoalMinutes: 15,
      finalGoalMinutes: 3000,
    });
  });

  it("locked time frame: the daily and final goals follow each other", () => {
    expect(applyGoalEdit(goals, "timeFrame", { field: "daily", minutes: 45 }, now)).toEqual({
      dailyGoalMinutes: 45,
      finalGoalMinutes: 4500,
      finalGoalDate: goals.finalGoalDate,
    });
    expect(applyGoalEdit(goals, "timeFrame", { field: "final", minutes: 1000 }, now)).toMatchObject({
      dailyGoalMinutes: 10,
    });
  });

  it("counts input already done towards the final goal", () => {
    expect(applyGoalEdit(goals, "final", { field: "timeFrame", date: inDays(100) }, now, 1000)).toMatchObject(
      {
        dailyGoalMinutes: 20,
      },
    );
    expect(applyGoalEdit(goals, "timeFrame", { field: "daily", minutes: 10 }, now, 500)).toMatchObject({
      finalGoalMinutes: 1500,
    });
  });

  it("is ignored when the locked value is edited, or the result has under 1 day or under 1 minute a day", () => {
    expect(applyGoalEdit(goals, "daily", { field: "daily", minutes: 20 }, now)).toBeNull();
    // 3000 minutes over 10 000 days is 0.3 minutes a day.
    expect(applyGoalEdit(goals, "final", { field: "timeFrame", date: inDays(10_000) }, now)).toBeNull();
    expect(applyGoalEdit(goals, "daily", { field: "timeFrame", months: 0 }, now)).toBeNull();
    expect(applyGoalEdit(goals, "final", { field: "timeFrame", date: inDays(0.5) }, now)).toBeNull();
    // The final goal already reached: no days left to plan.
    expect(applyGoalEdit(goals, "daily", { field: "final", minutes: 100 }, now, 200)).toBeNull();
    expect(applyGoalEdit(goals, "final", { field: "timeFrame", date: "not a date" }, now)).toBeNull();
  });

  it("is ignored when the result is one the goal call refuses: over 24 h a day, too large, or beyond 100 years", () => {
    const defaults = { dailyGoalMinutes: 15, finalGoalMinutes: 70_000, finalGoalDate: inDays(2000) };
    // 70 000 minutes at 1 a day is ~192 years away.
    expect(applyGoalEdit(defaults, "final", { field: "daily", minutes: 0 }, now)).toBeNull();
    expect(applyGoalEdit(goals, "timeFrame", { field: "daily", minutes: 1441 }, now)).toBeNull();
    expect(applyGoalEdit(goals, "daily", { field: "timeFrame", months: 1300 }, now)).toBeNull();
    expect(applyGoalEdit(goals, "timeFrame", { field: "final", minutes: 10_000_001 }, now)).toBeNull();
    expect(goalsProblem(defaults, now)).toBeNull();
    expect(goalsProblem({ ...defaults, finalGoalDate: inDays(36_600) }, now)).toBe(
      "The final goal date must be within 100 years.",
    );
  });

  it("floors goal values at 1 whole minute", () => {
    expect(floorGoal(0)).toBe(1);
    expect(floorGoal(-5)).toBe(1);
    expect(floorGoal(12.6)).toBe(13);
    expect(floorGoal(Number.NaN)).toBe(1);
    expect(applyGoalEdit(goals, "timeFrame", { field: "daily", minutes: 0 }, now)).toMatchObject({
      dailyGoalMinutes: 1,
      finalGoalMinutes: 100,
    });
  });
});
