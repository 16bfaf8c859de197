import { describe, expect, it } from "vitest";
import { coverageText, difficultyText } from "./video-words-texts";

describe("coverageText", () => {
  it("says the share of words known, rounded down", () => {
    expect(coverageText(0.873)).toBe("You know about 87% of its words");
    expect(coverageText(0)).toBe("You know about 0% of its words");
  });
  it("says 100% only when every word is known", () => {
    expect(coverageText(0.9999)).toBe("You know about 99% of its words");
    expect(coverageText(1)).toBe("You know about 100% of its words");
  });
});

describe("difficultyText", () => {
  it("puts the difficulty on its scale", () => {
    expect(difficultyText(42)).toBe("Difficulty 42/100");
  });
});
