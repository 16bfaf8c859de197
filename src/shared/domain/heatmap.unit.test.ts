import { describe, expect, it } from "vitest";
import { buildHeatmap, HEAT_LEVELS, heatLevel } from "./heatmap";

describe("heatmap intensity", () => {
  it("has five levels measured against the daily goal", () => {
    expect(HEAT_LEVELS).toHaveLength(5);
    const goal = 20; // minutes
    expect(heatLevel(0, goal)).toBe(0);
    expect(heatLevel(1, goal)).toBe(1);
    expect(heatLevel(9 * 60 + 59, goal)).toBe(1);
    expect(heatLevel(10 * 60, goal)).toBe(2);
    expect(heatLevel(20 * 60 - 1, goal)).toBe(2);
    expect(heatLevel(20 * 60, goal)).toBe(3);
    expect(heatLevel(40 * 60 - 1, goal)).toBe(3);
    expect(heatLevel(40 * 60, goal)).toBe(4);
    expect(heatLevel(10 * 3600, goal)).toBe(4);
  });

  it("treats a goal under a minute as one minute", () => {
    expect(heatLevel(60, 0)).toBe(3);
    expect(heatLevel(-5, 15)).toBe(0);
  });

  it("fills every day of the range, adding video and off-platform input", () => {
    const days = buildHeatmap(
      [
        { date: "2026-01-02", videoSeconds: 600, offPlatformSeconds: 300 },
        { date: "2025-12-31", videoSeconds: 60, offPlatformSeconds: 0 },
      ],
      "2026-01-01",
      "2026-01-03",
      15,
    );
    expect(days).toEqual([
      { date: "2026-01-01", videoSeconds: 0, offPlatformSeconds: 0, totalSeconds: 0, level: 0 },
      { date: "2026-01-02", videoSeconds: 600, offPlatformSeconds: 300, totalSeconds: 900, level: 3 },
      { date: "2026-01-03", videoSeconds: 0, offPlatformSeconds: 0, totalSeconds: 0, level: 0 },
    ]);
  });
});
