import { describe, expect, it } from "vitest";
import { wordsHeard, wordsPerSecond } from "./words";

describe("words heard", () => {
  it("uses a video's word count over its duration, else 100 words a minute", () => {
    expect(wordsPerSecond(1200, 600)).toBe(2);
    expect(wordsPerSecond(null, 600)).toBeCloseTo(100 / 60);
    expect(wordsPerSecond(500, 0)).toBeCloseTo(100 / 60);
    expect(wordsPerSecond(0, 600)).toBe(0);
  });

  it("adds transcript words to everything else at 100 words a minute, rounded", () => {
    expect(wordsHeard({ transcriptWords: 240.4, secondsAtDefaultPace: 90 })).toBe(390);
    expect(wordsHeard({ transcriptWords: 0, secondsAtDefaultPace: -5 })).toBe(0);
  });
});
