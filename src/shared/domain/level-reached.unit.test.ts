import { describe, expect, it } from "vitest";
import { scaledBands } from "./learner-level";
import { levelReachedDates } from "./level-reached";

const H = 3600;

describe("levelReachedDates", () => {
  it("has nothing before any input", () => {
    expect(levelReachedDates([], scaledBands(1))).toEqual([]);
    expect(levelReachedDates([{ date: "2026-01-01", seconds: 0 }], scaledBands(1))).toEqual([]);
  });

  it("dates each band on the day the running total reaches its hours", () => {
    const days = [
      { date: "2026-01-01", seconds: 0 },
      { date: "2026-01-02", seconds: 10 * H }, // 10 h: Beginner 0
      { date: "2026-01-05", seconds: 19 * H }, // 29 h
      { date: "2026-01-06", seconds: 1 * H }, // 30 h exactly: Beginner 1 (a band includes its lower bound)
      { date: "2026-01-09", seconds: 120 * H }, // 150 h: Beginner 2 (80) and Intermediate 1 (150) on one day
    ];
    expect(levelReachedDates(days, scaledBands(1))).toEqual([
      { name: "Beginner 0", hourMin: 0, date: "2026-01-02" },
      { name: "Beginner 1", hourMin: 30, date: "2026-01-06" },
      { name: "Beginner 2", hourMin: 80, date: "2026-01-09" },
      { name: "Intermediate 1", hourMin: 150, date: "2026-01-09" },
    ]);
  });

  it("moves the dates with the language factor, from the same days", () => {
    const days = [
      { date: "2026-01-02", seconds: 10 * H },
      { date: "2026-01-05", seconds: 10 * H }, // 20 h
      { date: "2026-01-06", seconds: 25 * H }, // 45 h
    ];
    // Slavic (× 0.5): Beginner 1 at 15 h, Beginner 2 at 40 h.
    expect(levelReachedDates(days, scaledBands(0.5)).map((r) => [r.name, r.hourMin, r.date])).toEqual([
      ["Beginner 0", 0, "2026-01-02"],
      ["Beginner 1", 15, "2026-01-05"],
      ["Beginner 2", 40, "2026-01-06"],
    ]);
    // Unrelated (× 2): Beginner 1 at 60 h is not reached.
    expect(levelReachedDates(days, scaledBands(2)).map((r) => r.name)).toEqual(["Beginner 0"]);
  });
});
