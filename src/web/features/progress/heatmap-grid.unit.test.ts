import { describe, expect, it } from "vitest";
import { datesInRange } from "../../../shared/domain/calendar";
import { dayLabel, formatInput, layOutHeatmap, moveInGrid } from "./heatmap-grid";

const days = (from: string, to: string, seconds = 0) =>
  datesInRange(from, to).map((date) => ({ date, totalSeconds: seconds, level: seconds > 0 ? 3 : 0 }));

describe("layOutHeatmap", () => {
  it("puts each day in its week column and weekday row, Monday first", () => {
    // Monday 2 March (row 0) to Sunday 8 March (row 6): one column.
    expect(layOutHeatmap(days("2026-03-02", "2026-03-08"), 15).cells.map((c) => c.weekday)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    // Wednesday 4 March to Tuesday 10 March: two columns, the first starting on row 2.
    const grid = layOutHeatmap(days("2026-03-04", "2026-03-10"), 15);
    expect(grid.weeks).toBe(2);
    expect(grid.cells.map((c) => [c.week, c.weekday])).toEqual([
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [0, 6],
      [1, 0],
      [1, 1],
    ]);
  });

  it("spans 53 columns for a year that starts mid-week", () => {
    const grid = layOutHeatmap(days("2025-03-13", "2026-03-12"), 15);
    expect(grid.cells).toHaveLength(365);
    expect(grid.weeks).toBe(53);
  });

  it("labels the column of each month's first day, and the first column when there is room", () => {
    const grid = layOutHeatmap(days("2026-01-05", "2026-03-31"), 15);
    expect(grid.months).toEqual([
      { week: 0, label: "Jan" },
      { week: 3, label: "Feb" },
      { week: 7, label: "Mar" },
    ]);
    // Two weeks before February is too little room for "Jan".
    expect(layOutHeatmap(days("2026-01-20", "2026-02-10"), 15).months).toEqual([{ week: 1, label: "Feb" }]);
  });

  it("marks days that reached the daily goal", () => {
    const grid = layOutHeatmap(
      [
        { date: "2026-03-02", totalSeconds: 14 * 60, level: 2 },
        { date: "2026-03-03", totalSeconds: 15 * 60, level: 3 },
      ],
      15,
    );
    expect(grid.cells.map((c) => c.goalMet)).toEqual([false, true]);
  });

  it("handles no days", () => {
    expect(layOutHeatmap([], 15)).toEqual({ weeks: 0, cells: [], months: [] });
  });
});

describe("day labels", () => {
  it("reads like '12 Mar 2026: 25 min'", () => {
    expect(dayLabel({ date: "2026-03-12", totalSeconds: 25 * 60, goalMet: false })).toBe(
      "12 Mar 2026: 25 min",
    );
    expect(dayLabel({ date: "2026-03-12", totalSeconds: 0, goalMet: false })).toBe("12 Mar 2026: no input");
    expect(dayLabel({ date: "2026-03-12", totalSeconds: 3900, goalMet: true })).toBe(
      "12 Mar 2026: 1 h 5 min, daily goal reached",
    );
    expect(formatInput(7200)).toBe("2 h 0 min");
    // Under a minute the seconds show: time that exists is never "0 min".
    expect(formatInput(45)).toBe("45 s");
  });
});

describe("moveInGrid", () => {
  it("moves a day with up/down and a week with left/right, never out of range", () => {
    expect(moveInGrid(10, "ArrowDown", 30)).toBe(11);
    expect(moveInGrid(10, "ArrowUp", 30)).toBe(9);
    expect(moveInGrid(10, "ArrowRight", 30)).toBe(17);
    expect(moveInGrid(3, "ArrowLeft", 30)).toBe(3);
    expect(moveInGrid(27, "ArrowRight", 30)).toBe(27);
    expect(moveInGrid(5, "End", 30)).toBe(29);
    expect(moveInGrid(5, "Home", 30)).toBe(0);
    expect(moveInGrid(5, "x", 30)).toBe(5);
  });
});
