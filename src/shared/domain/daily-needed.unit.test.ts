import { describe, expect, it } from "vitest";
import { DAY_MS } from "./calendar";
import { finalGoalPace } from "./daily-needed";

const now = Date.parse("2026-05-01T12:00:00Z");

describe("finalGoalPace", () => {
  it("divides the minutes to go by the days left, both rounded up", () => {
    // 6000 − 1000.5 = 4999.5 minutes over 10 days: 499.95 → 500 a day.
    expect(
      finalGoalPace({ finalGoalMinutes: 6000, finalGoalDateMs: now + 10 * DAY_MS, doneMinutes: 1000.5, now }),
    ).toEqual({ status: "open", remainingMinutes: 5000, daysLeft: 10, dailyMinutesNeeded: 500 });
    // 9.5 days left: the day in progress counts, 10 days; 100 minutes over 10 days: 10 a day.
    expect(
      finalGoalPace({ finalGoalMinutes: 100, finalGoalDateMs: now + 9.5 * DAY_MS, doneMinutes: 0, now }),
    ).toEqual({ status: "open", remainingMinutes: 100, daysLeft: 10, dailyMinutesNeeded: 10 });
  });

  it("says reached once the total is at the goal, whatever the date", () => {
    expect(
      finalGoalPace({ finalGoalMinutes: 60, finalGoalDateMs: now - DAY_MS, doneMinutes: 60, now }),
    ).toEqual({
      status: "reached",
      remainingMinutes: 0,
      daysLeft: 0,
      dailyMinutesNeeded: null,
    });
  });

  it("says passed when the date went by first", () => {
    expect(finalGoalPace({ finalGoalMinutes: 600, finalGoalDateMs: now, doneMinutes: 59.2, now })).toEqual({
      status: "passed",
      remainingMinutes: 541,
      daysLeft: 0,
      dailyMinutesNeeded: null,
    });
  });
});
