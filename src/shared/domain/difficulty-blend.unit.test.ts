import { describe, expect, it } from "vitest";
import { blendedDifficulty } from "./difficulty-blend";

const none = { easy: 0, right: 0, hard: 0 };

describe("blendedDifficulty", () => {
  it("is the computed difficulty while nobody rated the video", () => {
    expect(blendedDifficulty(42, none)).toBe(42);
  });

  it("is null without a computed difficulty, whatever the ratings", () => {
    expect(blendedDifficulty(null, { easy: 0, right: 0, hard: 9 })).toBeNull();
  });

  it("moves up for 'too hard' and down for 'too easy', half the full shift at five ratings", () => {
    expect(blendedDifficulty(50, { easy: 0, right: 0, hard: 5 })).toBe(65);
    expect(blendedDifficulty(50, { easy: 5, right: 0, hard: 0 })).toBe(35);
  });

  it("lets one rating move it a little only", () => {
    expect(blendedDifficulty(50, { easy: 0, right: 0, hard: 1 })).toBe(55);
  });

  it("counts 'just right' as a vote for the computed value", () => {
    expect(blendedDifficulty(50, { easy: 0, right: 5, hard: 5 })).toBe(60);
    expect(blendedDifficulty(50, { easy: 3, right: 4, hard: 3 })).toBe(50);
  });

  it("never passes 30 points however many agree, and stays within 1–100", () => {
    expect(blendedDifficulty(50, { easy: 0, right: 0, hard: 100_000 })).toBe(80);
    expect(blendedDifficulty(90, { easy: 0, right: 0, hard: 100 })).toBe(100);
    expect(blendedDifficulty(10, { easy: 100, right: 0, hard: 0 })).toBe(1);
  });
});
