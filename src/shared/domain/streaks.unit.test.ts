import { describe, expect, it } from "vitest";
import { localDateOf } from "./dates";
import { computeStreaks, meetsDailyGoal } from "./streaks";

describe("streaks", () => {
  it("counts today only once the goal is met, and keeps yesterday's streak alive until today ends", () => {
    const met = ["2026-01-08", "2026-01-09", "2026-01-10"];
    expect(computeStreaks(met, "2026-01-10")).toEqual({ current: 3, longest: 3, todayMet: true });
    expect(computeStreaks(met, "2026-01-11")).toEqual({ current: 3, longest: 3, todayMet: false });
    expect(computeStreaks(met, "2026-01-12")).toEqual({ current: 0, longest: 3, todayMet: false });
  });

  it("finds the longest run anywhere in the history, in any order", () => {
    const met = ["2026-03-01", "2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-02-28"];
    expect(computeStreaks(met, "2026-03-01")).toEqual({ current: 2, longest: 4, todayMet: true });
    expect(computeStreaks([], "2026-03-01")).toEqual({ current: 0, longest: 0, todayMet: false });
  });

  it("takes today in the learner's time zone, across the date line of their zone", () => {
    const met = ["2026-01-09", "2026-01-10"];
    // 22:30 UTC on 2026-01-10 is already 2026-01-11 in Moscow and still 2026-01-10 in New York.
    const instant = Date.parse("2026-01-10T22:30:00Z");
    expect(computeStreaks(met, localDateOf(instant, "Europe/Moscow"))).toEqual({
      current: 2,
      longest: 2,
      todayMet: false,
    });
    expect(computeStreaks(met, localDateOf(instant, "America/New_York"))).toEqual({
      current: 2,
      longest: 2,
      todayMet: true,
    });
    // A day later Moscow's streak is over while New York's is only waiting for today.
    const nextDay = instant + 24 * 3600 * 1000;
    expect(computeStreaks(met, localDateOf(nextDay, "Europe/Moscow")).current).toBe(0);
    expect(computeStreaks(met, localDateOf(nextDay, "America/New_York")).current).toBe(2);
  });

  it("meets the goal at exactly the goal", () => {
    expect(meetsDailyGoal(15 * 60, 15)).toBe(true);
    expect(meetsDailyGoal(15 * 60 - 1, 15)).toBe(false);
    expect(meetsDailyGoal(60, 0)).toBe(true);
  });
});
