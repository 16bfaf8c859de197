import { describe, expect, it } from "vitest";
import { scaledBands } from "../../../shared/domain/learner-level";
import { bandName, layOutLevelBar } from "./level-bar-layout";

describe("layOutLevelBar", () => {
  it("places the default bands on a 1600-hour bar with 10 to 20 ticks", () => {
    const bar = layOutLevelBar(scaledBands(1), 1600, 40);
    expect(bar.segments.map((s) => [s.name, s.leftPct, s.hourMax])).toEqual([
      ["Beginner 0", 0, 30],
      ["Beginner 1", 1.875, 80],
      ["Beginner 2", 5, 150],
      ["Intermediate 1", 9.375, 350],
      ["Intermediate 2", 21.875, 800],
      ["Advanced", 50, 1500],
      ["Beyond Advanced", 93.75, 1600],
    ]);
    expect(bar.ticks.length).toBeGreaterThanOrEqual(10);
    expect(bar.ticks.length).toBeLessThanOrEqual(20);
    expect(bar.ticks.at(-1)).toMatchObject({ hours: 1600, leftPct: 100, rank: 0 });
    expect(bar.ticks.slice(-5).map((t) => t.rank)).toEqual([0, 2, 1, 2, 0]);
    expect(bar.markerPct).toBeCloseTo(2.5);
  });

  it("scales with the language factor", () => {
    const bar = layOutLevelBar(scaledBands(0.5), 800, 20);
    expect(bar.segments[1]).toMatchObject({ hourMin: 15, hourMax: 40, leftPct: 1.875 });
    expect(bar.markerPct).toBeCloseTo(2.5);
  });

  it("keeps the segments' widths summing to the bar, and the learner on it", () => {
    const bar = layOutLevelBar(scaledBands(2), 3200, 5000);
    const total = bar.segments.reduce((sum, s) => sum + s.widthPct, 0);
    expect(total).toBeCloseTo(100);
    expect(bar.markerPct).toBe(100);
    expect(bar.segments.at(-1)?.open).toBe(true);
  });

  it("names the open top band", () => {
    expect(bandName({ name: "" })).toBe("Beyond Advanced");
    expect(bandName({ name: "Advanced" })).toBe("Advanced");
  });
});
