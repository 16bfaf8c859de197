import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import {
  chooseTickStep,
  LEVEL_BANDS,
  learnerLevel,
  levelBarMaxHours,
  levelBarTicks,
  scaledBands,
} from "./learner-level";

describe("the learner's level", () => {
  itAnswers(
    "follows the published level bands at factor 1 (hours → band)",
    (hours: number) => learnerLevel(hours, 1).band.name,
    [
      [0, "Beginner 0"],
      [29.9, "Beginner 0"],
      [30, "Beginner 1"],
      [799, "Intermediate 2"],
      [1499, "Advanced"],
    ],
  );

  it("ends in an open band from 1500 hours, with nothing left to reach", () => {
    const top = learnerLevel(5000, 1);
    expect(top).toMatchObject({ index: LEVEL_BANDS.length - 1, progress: null, hoursToNext: null });
    expect(top.band).toEqual({ name: "", hourMin: 1500, hourMax: null });
  });

  it("scales every band by the language factor", () => {
    expect(scaledBands(0.5)[1]).toEqual({ name: "Beginner 1", hourMin: 15, hourMax: 40 });
    expect(learnerLevel(20, 0.5).band.name).toBe("Beginner 1");
    expect(learnerLevel(50, 2).band.name).toBe("Beginner 0");
    const level = learnerLevel(45, 1.5);
    expect(level.band).toEqual({ name: "Beginner 1", hourMin: 45, hourMax: 120 });
    expect(level.progress).toBe(0);
    expect(level.hoursToNext).toBe(75);
  });

  it("reports progress through the band", () => {
    expect(learnerLevel(55, 1)).toMatchObject({ index: 1, progress: 0.5, hoursToNext: 25 });
    expect(learnerLevel(-3, 1)).toMatchObject({ index: 0, progress: 0 });
  });

  itAnswers("ends the bar at 1600 scaled hours, or at the learner's hours beyond that", levelBarMaxHours, [
    [10, 1, 1600],
    [10, 0.5, 800],
    [2000, 1, 2000],
  ]);
});

describe("level bar ticks", () => {
  it("always gives 10 to 20 ticks, on nice steps", () => {
    const lengths = [
      0.3, 1, 7, 10, 15, 99, 100, 101, 199, 250, 800, 1000, 1200, 1600, 2400, 3200, 4999, 123_456,
    ];
    for (let i = 1; i < 700; i++) lengths.push(Number((i * 7.3).toFixed(1)));
    for (const max of lengths) {
      const ticks = levelBarTicks(max);
      expect(ticks.length, `max ${max}`).toBeGreaterThanOrEqual(10);
      expect(ticks.length, `max ${max}`).toBeLessThanOrEqual(20);
      const step = chooseTickStep(max);
      const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9);
      expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toFixed(6)));
      expect(ticks.at(-1)).toBeLessThanOrEqual(max);
    }
  });

  it("picks the expected steps for the usual bars", () => {
    expect(chooseTickStep(1600)).toBe(100);
    expect(chooseTickStep(800)).toBe(50);
    expect(chooseTickStep(2400)).toBe(200);
    expect(chooseTickStep(3200)).toBe(250);
    expect(levelBarTicks(1000)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(levelBarTicks(3)).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    expect(chooseTickStep(0)).toBe(1);
  });
});
