import { describe, expect, it } from "vitest";
import { DAY_MS } from "./calendar";
import { finalGoalPace } from "./daily-needed";
import {
  applyGoalEdit,
  DEFAULT_FINAL_GOAL_MINUTES,
  defaultGoals,
  floorGoal,
  type GoalEdit,
  type GoalField,
  type Goals,
  goalsProblem,
  MONTH_MS,
  timeFrameMonths,
  tryGoalEdit,
} from "./goals";

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

describe("a new learner's goals", () => {
  it("are round: 15 minutes a day, 90 hours, 12 months", () => {
    const goals = defaultGoals(now);
    // Due 360 days after the start of the UTC day (2026-01-01T00:00Z), whatever the hour now.
    expect(goals).toEqual({
      dailyGoalMinutes: 15,
      finalGoalMinutes: 90 * 60,
      finalGoalDate: "2026-12-27T00:00:00.000Z",
    });
    expect(defaultGoals(now + 11 * 3600_000)).toEqual(goals);
    expect(DEFAULT_FINAL_GOAL_MINUTES).toBe(5400);
    expect(timeFrameMonths(goals.finalGoalDate, now)).toBe(12);
    expect(goalsProblem(goals, now)).toBeNull();
  });

  it("agree with each other: the summary's minutes a day are the daily goal, and no edit of a fixed pair moves the third", () => {
    const goals = defaultGoals(now);
    // A moment later, as the summary computes it (days left rounded up).
    const pace = finalGoalPace({
      finalGoalMinutes: goals.finalGoalMinutes,
      finalGoalDateMs: Date.parse(goals.finalGoalDate),
      doneMinutes: 0,
      now: now + 1000,
    });
    expect(pace.dailyMinutesNeeded).toBe(goals.dailyGoalMinutes);
    // Typing each value again as it is recomputes the third to what it was, whatever is fixed.
    for (const [locked, edit] of [
      ["final", { field: "daily", minutes: 15 }],
      ["daily", { field: "final", minutes: 5400 }],
      ["timeFrame", { field: "daily", minutes: 15 }],
      ["daily", { field: "timeFrame", months: 12 }],
      ["final", { field: "timeFrame", months: 12 }],
      ["timeFrame", { field: "final", minutes: 5400 }],
    ] as const) {
      expect(applyGoalEdit(goals, locked, edit, now), `${locked} fixed, ${edit.field} edited`).toEqual(goals);
    }
  });
});

describe("every locking combination", () => {
  const done = 600;
  const start: Goals = { dailyGoalMinutes: 30, finalGoalMinutes: 3600, finalGoalDate: inDays(100) };
  const daysLeft = (g: Goals) => (Date.parse(g.finalGoalDate) - now) / DAY_MS;
  const cases: { locked: GoalField; edit: GoalEdit; recomputed: GoalField; expected: Partial<Goals> }[] = [
    // final = done + daily × days: 600 + 30 × 100 = 3600.
    {
      locked: "daily",
      edit: { field: "final", minutes: 6600 },
      recomputed: "timeFrame",
      expected: { finalGoalDate: inDays(200) },
    },
    {
      locked: "daily",
      edit: { field: "timeFrame", months: 2 },
      recomputed: "final",
      expected: { finalGoalMinutes: 600 + 30 * 60 },
    },
    {
      locked: "final",
      edit: { field: "daily", minutes: 60 },
      recomputed: "timeFrame",
      expected: { finalGoalDate: inDays(50) },
    },
    {
      locked: "final",
      edit: { field: "timeFrame", date: inDays(50) },
      recomputed: "daily",
      expected: { dailyGoalMinutes: 60 },
    },
    {
      locked: "timeFrame",
      edit: { field: "daily", minutes: 45 },
      recomputed: "final",
      expected: { finalGoalMinutes: 600 + 4500 },
    },
    {
      locked: "timeFrame",
      edit: { field: "final", minutes: 2600 },
      recomputed: "daily",
      expected: { dailyGoalMinutes: 20 },
    },
  ];
  for (const { locked, edit, recomputed, expected } of cases) {
    it(`${locked} fixed, ${edit.field} edited: ${recomputed} follows, the fixed value stays`, () => {
      const result = tryGoalEdit(start, locked, edit, now, done);
      if (!("goals" in result)) throw new Error(result.problem.message);
      expect(result.recomputed).toBe(recomputed);
      expect(result.goals).toMatchObject(expected);
      const g = result.goals;
      if (locked === "daily") expect(g.dailyGoalMinutes).toBe(start.dailyGoalMinutes);
      if (locked === "final") expect(g.finalGoalMinutes).toBe(start.finalGoalMinutes);
      if (locked === "timeFrame") expect(g.finalGoalDate).toBe(start.finalGoalDate);
      expect(g.finalGoalMinutes).toBeCloseTo(done + g.dailyGoalMinutes * daysLeft(g), 0);
    });
  }

  // A row: the value fixed, the edit, the input done (minutes), and the problem's message (null: applied).
  it.each<[GoalField, GoalEdit, number, string | null]>([
    ["daily", { field: "daily", minutes: 20 }, 0, "Daily goal: it is fixed; fix another value to change it."],
    [
      "daily",
      { field: "final", minutes: 100 },
      200,
      "Final goal: your input so far already reaches that final goal, so no time is left to plan. Try a larger final goal.",
    ],
    [
      "final",
      { field: "daily", minutes: 20 },
      4000,
      "Daily goal: your input so far already reaches that final goal, so no time is left to plan. Try a larger final goal.",
    ],
    [
      "daily",
      { field: "timeFrame", months: 0 },
      0,
      "Time frame: the final goal date must be at least a day away.",
    ],
    [
      "final",
      { field: "timeFrame", months: 400 },
      0,
      "Time frame: that would need less than 1 minute a day. Try a shorter time frame or a larger final goal.",
    ],
    [
      "timeFrame",
      { field: "final", minutes: 200_000 },
      0,
      "Final goal: that would need more than 1440 minutes (24 hours) a day.",
    ],
    [
      "daily",
      { field: "timeFrame", months: 1300 },
      0,
      "Time frame: that would put the final goal date more than 100 years away.",
    ],
    ["timeFrame", { field: "daily", minutes: 1440 }, 0, null],
    [
      "daily",
      { field: "final", minutes: 10_000_001 },
      0,
      "Final goal: that would make the final goal more than 166,666 h 40 min.",
    ],
  ])(
    "an edit of the fixed value, or one out of bounds, names the field edited and what went wrong: %j fixed, %j, %j done → %j",
    (locked, edit, doneMinutes, message) => {
      const result = tryGoalEdit(start, locked, edit, now, doneMinutes);
      const problem = "problem" in result ? result.problem : null;
      expect(problem).toEqual(message === null ? null : { field: edit.field, message });
    },
  );
});
