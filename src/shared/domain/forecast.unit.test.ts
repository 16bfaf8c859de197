import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { FORECAST_MILESTONES, forecastLevels, MIN_FORECAST_HISTORY_DAYS } from "./forecast";
import type { DayInput } from "./level-reached";

const today = "2026-06-30";
/** `count` days of `minutes` each, ending today. */
const everyDay = (count: number, minutes: number): DayInput[] =>
  Array.from({ length: count }, (_, i) => ({
    date: addDays(today, -(count - 1 - i)),
    seconds: minutes * 60,
  }));
const hoursOf = (days: DayInput[]) => days.reduce((sum, d) => sum + d.seconds, 0) / 3600;

describe("level forecast", () => {
  it("has nothing to say without input", () => {
    expect(forecastLevels({ hours: 0, days: [], factor: 1, today })).toEqual({ historyDays: 0, paces: [] });
  });

  it("says 'not enough history yet' until the first input is a week old, however much there is", () => {
    // Two minutes on the first day once gave "Beginner 1: 3 Oct 2114".
    const twoMinutes = [{ date: today, seconds: 120 }];
    expect(forecastLevels({ hours: 2 / 60, days: twoMinutes, factor: 1, today })).toEqual({
      historyDays: 1,
      paces: [],
    });
    const sixDays = everyDay(MIN_FORECAST_HISTORY_DAYS - 1, 120);
    expect(forecastLevels({ hours: hoursOf(sixDays), days: sixDays, factor: 1, today }).paces).toEqual([]);
    // Days dated after today (a zone ahead) do not make a history.
    const ahead = [{ date: addDays(today, 10), seconds: 3600 }];
    expect(forecastLevels({ hours: 1, days: ahead, factor: 1, today }).historyDays).toBe(0);
  });

  it("on a short history gives the 7-day and all-time paces only: a 30-day average would count days before the start", () => {
    // 60 min a day for 10 days: 10 h, 20 h to go to Beginner 1 (30 h) at 1 h a day.
    const days = everyDay(10, 60);
    const forecast = forecastLevels({ hours: 10, days, factor: 1, today });
    expect(forecast.historyDays).toBe(10);
    expect(forecast.paces.map((p) => [p.days, p.allTime, p.hoursPerDay])).toEqual([
      [7, false, 1],
      [10, true, 1],
    ]);
    expect(forecast.paces[0]?.milestones).toEqual([
      { name: "Beginner 1", hourMin: 30, date: addDays(today, 20) },
      { name: "Beginner 2", hourMin: 80, date: addDays(today, 70) },
      { name: "Intermediate 1", hourMin: 150, date: addDays(today, 140) },
    ]);
  });

  it("on a long history gives the 7-day, 30-day and all-time paces, each from its own window", () => {
    // 90 days: 30 min a day for 60 days, then 2 h a day for the last 30 (of which the last 7 are 0).
    const days = [...everyDay(90, 30).slice(0, 60), ...everyDay(30, 120).slice(0, 23), ...everyDay(7, 0)];
    const hours = hoursOf(days);
    expect(hours).toBe(30 + 46);
    const forecast = forecastLevels({ hours, days, factor: 1, today });
    expect(forecast.historyDays).toBe(90);
    const [week, month, allTime] = forecast.paces;
    expect(week).toMatchObject({ days: 7, allTime: false, hoursPerDay: 0 });
    // No input this week: no dates at that pace.
    expect(week?.milestones.map((m) => m.date)).toEqual([null, null, null]);
    expect(month).toMatchObject({ days: 30, allTime: false });
    expect(month?.hoursPerDay).toBeCloseTo(46 / 30, 10);
    expect(allTime).toMatchObject({ days: 90, allTime: true });
    expect(allTime?.hoursPerDay).toBeCloseTo(76 / 90, 10);
    // 4 h to Beginner 2 (80 h) at 46/30 h a day: ceil(2.6) = 3 days.
    expect(month?.milestones[0]).toEqual({ name: "Beginner 2", hourMin: 80, date: addDays(today, 3) });
    expect(month?.milestones).toHaveLength(FORECAST_MILESTONES);
  });

  it("never gives a date more than 10 years away", () => {
    // A minute a day for a month: Beginner 1 (30 h) is 1800 days away, Beginner 2 (80 h) 4800.
    const days = everyDay(30, 1);
    const forecast = forecastLevels({ hours: 0.5, days, factor: 1, today });
    const dates = forecast.paces[1]?.milestones.map((m) => m.date);
    expect(dates?.[0]).toBe(addDays(today, Math.ceil(29.5 * 60)));
    expect(dates?.slice(1)).toEqual([null, null]);
    // Seconds a month: every band lies past the horizon (a Date could not even hold some).
    const trickle = [{ date: addDays(today, -20), seconds: 0.001 }];
    const slow = forecastLevels({ hours: 1e-6, days: trickle, factor: 1, today });
    expect(slow.paces.flatMap((p) => p.milestones.map((m) => m.date))).toEqual(
      slow.paces.flatMap((p) => p.milestones.map(() => null)),
    );
  });

  it("uses the learner's scaled bands and names only the bands above", () => {
    const days = everyDay(7, 60);
    const forecast = forecastLevels({ hours: 20, days, factor: 0.5, today });
    expect(forecast.paces[0]?.milestones.map((m) => m.hourMin)).toEqual([40, 75, 175]);
    const top = forecastLevels({ hours: 2000, days, factor: 1, today });
    expect(top.paces[0]?.milestones).toEqual([]);
  });
});
