import { describe, expect, it } from "vitest";
import { clampDurationRange, DURATION_BINS, durationBoundsOf, FULL_DURATION_RANGE } from "./durations";

describe("duration slider", () => {
  it("has the bins 0–5, 5–10, 10–20, 20–30, 30–60 and 60+ minutes", () => {
    expect(DURATION_BINS.map((b) => [b.start / 60, b.end === null ? null : b.end / 60])).toEqual([
      [0, 5],
      [5, 10],
      [10, 20],
      [20, 30],
      [30, 60],
      [60, null],
    ]);
  });

  it("clamps and orders indexes", () => {
    expect(clampDurationRange([-3, 99])).toEqual([...FULL_DURATION_RANGE]);
    expect(clampDurationRange([4, 1])).toEqual([1, 4]);
    expect(clampDurationRange([Number.NaN, 2])).toEqual([0, 2]);
  });

  it("turns a slider range into seconds bounds, open at the ends", () => {
    expect(durationBoundsOf([0, 6])).toEqual([null, null]);
    expect(durationBoundsOf([1, 3])).toEqual([300, 1200]);
    expect(durationBoundsOf([5, 6])).toEqual([3600, null]);
  });
});
