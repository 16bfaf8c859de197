import { describe, expect, it } from "vitest";
import { averagePerDay, bestDay } from "./daily-averages";

const days = [
  { date: "2026-03-01", seconds: 9000 }, // 31 days before today: outside both windows
  { date: "2026-03-02", seconds: 3000 }, // 30th day back: in the 30-day window
  { date: "2026-03-25", seconds: 600 }, // 7th day back: in both
  { date: "2026-03-31", seconds: 1200 }, // today
  { date: "2026-04-01", seconds: 5000 }, // after today: left out
];

describe("averagePerDay", () => {
  it("divides the input of the window (today included) by its days", () => {
    expect(averagePerDay(days, "2026-03-31", 7)).toBe((600 + 1200) / 7);
    expect(averagePerDay(days, "2026-03-31", 30)).toBe((3000 + 600 + 1200) / 30);
    expect(averagePerDay([], "2026-03-31", 7)).toBe(0);
  });
});

describe("bestDay", () => {
  it("is the day with the most input, the earliest of equals", () => {
    expect(bestDay(days)).toEqual({ date: "2026-03-01", seconds: 9000 });
    expect(
      bestDay([
        { date: "2026-01-01", seconds: 60 },
        { date: "2026-01-02", seconds: 60 },
      ]),
    ).toEqual({ date: "2026-01-01", seconds: 60 });
  });

  it("is null without input", () => {
    expect(bestDay([])).toBeNull();
    expect(bestDay([{ date: "2026-01-01", seconds: 0 }])).toBeNull();
  });
});
