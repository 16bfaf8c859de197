import { describe, expect, it } from "vitest";
import { coverageOf, difficultyScore, distanceToComprehensibleZone } from "./word-difficulty";

describe("difficulty", () => {
  it("runs from 1 (slow, frequent words) to 100 (fast, rare words)", () => {
    expect(difficultyScore({ wordsPerMinute: 60, beyond1000: 0, beyond3000: 0 })).toBe(1);
    expect(difficultyScore({ wordsPerMinute: 250, beyond1000: 0.5, beyond3000: 0.3 })).toBe(100);
  });

  it("weighs speed 0.3, words beyond 1,000 0.4 and beyond 3,000 0.3", () => {
    // Speed halfway (140 wpm): 1 + 99 × 0.15 = 15.85.
    expect(difficultyScore({ wordsPerMinute: 140, beyond1000: 0, beyond3000: 0 })).toBe(16);
    // A fifth beyond 1,000 (half of 0.4), a tenth beyond 3,000 (half of 0.2): 1 + 99 × 0.35.
    expect(difficultyScore({ wordsPerMinute: 80, beyond1000: 0.2, beyond3000: 0.1 })).toBe(36);
    expect(difficultyScore({ wordsPerMinute: Number.NaN, beyond1000: 0, beyond3000: 0 })).toBe(1);
  });
});

describe("coverage", () => {
  it("is the share of running words whose lemma is acquired", () => {
    const video: [string, number][] = [
      ["город", 6],
      ["идти", 3],
      ["ёлка", 1],
    ];
    expect(coverageOf(video, (l) => l !== "ёлка")).toBe(0.9);
    expect(coverageOf(video, () => false)).toBe(0);
    expect(coverageOf([], () => true)).toBe(0);
  });

  it("is nearest for videos inside the comprehensible zone of 90–98%", () => {
    expect(distanceToComprehensibleZone(0.95)).toBe(0);
    expect(distanceToComprehensibleZone(0.9)).toBe(0);
    expect(distanceToComprehensibleZone(0.8)).toBeCloseTo(0.1);
    expect(distanceToComprehensibleZone(1)).toBeCloseTo(0.02);
  });
});
