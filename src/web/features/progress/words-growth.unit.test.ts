import { describe, expect, it } from "vitest";
import { growthPoints } from "./words-growth";

describe("growthPoints", () => {
  it("has no points without growth, so no chart is drawn", () => {
    expect(growthPoints([])).toEqual([]);
  });

  it("starts from nothing at hour 0, then one point per hour the acquired count changed", () => {
    expect(
      growthPoints([
        { hours: 2, acquired: 3 },
        { hours: 5, acquired: 40 },
      ]),
    ).toEqual([
      { key: "start", x: 0, y: 0 },
      { key: 2, x: 2, y: 3 },
      { key: 5, x: 5, y: 40 },
    ]);
  });

  it("adds no start point when the first words were acquired within the first hour", () => {
    expect(growthPoints([{ hours: 0, acquired: 1 }])).toEqual([{ key: 0, x: 0, y: 1 }]);
  });
});
