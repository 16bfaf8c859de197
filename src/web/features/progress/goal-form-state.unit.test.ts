import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../../shared/domain/calendar";
import { MONTH_MS } from "../../../shared/domain/goals";
import { formatDay } from "../../../shared/domain/time-format";
import {
  type GoalFormState,
  goalFormReducer,
  initialGoalForm,
  movedText,
  problemText,
} from "./goal-form-state";

const now = Date.parse("2026-03-12T12:00:00Z");
const goals = {
  dailyGoalMinutes: 60,
  finalGoalMinutes: 60 * 100, // 100 hours
  finalGoalDate: new Date(now + 100 * DAY_MS).toISOString(),
};
const edit = (state: GoalFormState, field: "daily" | "final" | "timeFrame", text: string, doneMinutes = 0) =>
  goalFormReducer(state, { type: "edit", field, text, now, doneMinutes });

describe("goal form", () => {
  it("shows minutes a day, hours in all and months to go", () => {
    expect(initialGoalForm(goals, now).drafts).toEqual({ daily: "60", final: "100", timeFrame: "3" });
    expect(initialGoalForm(goals, now).locked).toBe("final");
  });

  it("with the final goal fixed, a new daily goal moves the date", () => {
    const state = edit(initialGoalForm(goals, now), "daily", "30");
    expect(state.goals.dailyGoalMinutes).toBe(30);
    expect(state.goals.finalGoalMinutes).toBe(6000);
    expect(Date.parse(state.goals.finalGoalDate)).toBe(now + 200 * DAY_MS);
    expect(state.drafts).toEqual({ daily: "30", final: "100", timeFrame: "7" });
    expect(state.dirty).toBe(true);
  });

  it("with the time frame fixed, a new daily goal moves the final goal", () => {
    const locked = goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" });
    const state = edit(locked, "daily", "90");
    expect(state.goals.finalGoalMinutes).toBe(9000);
    expect(state.drafts.final).toBe("150");
  });

  it("with the daily goal fixed, a new time frame moves the final goal, in hours", () => {
    const locked = goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "daily" });
    const state = edit(locked, "timeFrame", "2");
    expect(Date.parse(state.goals.finalGoalDate)).toBe(now + 2 * MONTH_MS);
    expect(state.goals.finalGoalMinutes).toBe(3600);
    expect(state.drafts).toMatchObject({ final: "60", timeFrame: "2" });
  });

  it("sends the final goal as hours × 60 and counts input already done", () => {
    const locked = goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" });
    const state = edit(locked, "final", "150", 3000);
    expect(state.goals.finalGoalMinutes).toBe(9000);
    // (9000 − 3000) / 100 days
    expect(state.goals.dailyGoalMinutes).toBe(60);
  });

  it("ignores an edit that leaves under a day or under a minute a day, and says so", () => {
    const start = initialGoalForm(goals, now);
    const shortFrame = edit(goalFormReducer(start, { type: "lock", field: "daily" }), "timeFrame", "0");
    expect(shortFrame.goals).toEqual(goals);
    expect(shortFrame.ignored).toBe(true);
    expect(shortFrame.drafts.timeFrame).toBe("0");
    expect(shortFrame.dirty).toBe(false);

    const tinyDaily = edit(goalFormReducer(start, { type: "lock", field: "timeFrame" }), "final", "0.5");
    expect(tinyDaily.goals).toEqual(goals);
    expect(tinyDaily.ignored).toBe(true);
  });

  it("floors the daily goal at 1 minute", () => {
    const state = edit(initialGoalForm(goals, now), "daily", "0");
    expect(state.goals.dailyGoalMinutes).toBe(1);
  });

  it("never shows a value it will not save: a goal date beyond 100 years is not applied", () => {
    // 70 000 minutes fixed (the old defaults); 0 a day floors to 1: 70 000 days (~192 years).
    const defaults = {
      dailyGoalMinutes: 15,
      finalGoalMinutes: 70_000,
      finalGoalDate: "2030-12-31T00:00:00.000Z",
    };
    const state = edit(initialGoalForm(defaults, now), "daily", "0");
    expect(state.ignored).toBe(true);
    expect(state.goals).toEqual(defaults);
    expect(state.dirty).toBe(false);
    expect(state.drafts.timeFrame).toBe(initialGoalForm(defaults, now).drafts.timeFrame);
    expect(state.problem).toEqual({
      field: "daily",
      message: "Daily goal: that would put the final goal date more than 100 years away.",
    });
    expect(problemText(state.problem ?? { field: "daily", message: "" })).toBe(
      "Not applied. Daily goal: that would put the final goal date more than 100 years away.",
    );
    // More than a day has minutes is not saved either.
    const tooMuch = edit(
      goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" }),
      "daily",
      "2000",
    );
    expect(tooMuch.ignored).toBe(true);
    expect(tooMuch.goals).toEqual(goals);
  });

  it("shows a goal typed below 1 minute as the 1 it saves", () => {
    const state = edit(
      goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" }),
      "daily",
      "0",
    );
    expect(state.goals.dailyGoalMinutes).toBe(1);
    expect(state.drafts.daily).toBe("1");
  });

  it("says which value an edit moved, and drops a problem once an edit applies", () => {
    const state = edit(initialGoalForm(goals, now), "daily", "30");
    expect(state.moved).toBe("timeFrame");
    expect(movedText("timeFrame", state.goals, now)).toBe(
      `Final goal date moved to ${formatDay("2026-09-28")} (7 months): 100 h 0 min at 30 min a day.`,
    );
    const locked = goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" });
    const final = edit(locked, "daily", "90");
    expect(final.moved).toBe("final");
    expect(movedText("final", final.goals, now)).toBe(
      `Final goal moved to 150 h 0 min: 1 h 30 min a day until ${formatDay("2026-06-20")} (3 months).`,
    );
    const bad = edit(final, "daily", "2000");
    expect(bad.problem?.field).toBe("daily");
    expect(bad.moved).toBeNull();
    expect(edit(bad, "daily", "60").problem).toBeNull();
    const dailyMoved = edit(
      goalFormReducer(initialGoalForm(goals, now), { type: "lock", field: "timeFrame" }),
      "final",
      "200",
    );
    expect(movedText("daily", dailyMoved.goals, now)).toBe(
      `Daily goal moved to 2 h 0 min a day, to reach 200 h 0 min by ${formatDay("2026-06-20")} (3 months).`,
    );
  });

  it("waits while the field is empty and does not edit the fixed value", () => {
    const start = initialGoalForm(goals, now);
    const empty = edit(start, "daily", "");
    expect(empty.goals).toBe(start.goals);
    expect(empty.drafts.daily).toBe("");
    expect(edit(start, "final", "500").goals).toEqual(goals);
  });

  it("shows the goals again on blur, and only adopts the user's goals when nothing is pending", () => {
    const typed = edit(initialGoalForm(goals, now), "daily", "30");
    expect(goalFormReducer(typed, { type: "blur", now }).drafts.daily).toBe("30");
    const other = { ...goals, dailyGoalMinutes: 45 };
    expect(goalFormReducer(typed, { type: "sync", goals: other, now }).goals.dailyGoalMinutes).toBe(30);
    const saved = goalFormReducer(typed, { type: "saved", goals: typed.goals });
    expect(saved.dirty).toBe(false);
    expect(goalFormReducer(saved, { type: "sync", goals: other, now }).goals.dailyGoalMinutes).toBe(45);
    // A save of older values leaves newer edits pending.
    const newer = edit(typed, "daily", "40");
    expect(goalFormReducer(newer, { type: "saved", goals: typed.goals }).dirty).toBe(true);
  });
});
