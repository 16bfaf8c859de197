import { describe, expect, it } from "vitest";
import { isUnfinished } from "./continue-watching-values";

describe("isUnfinished (Continue watching)", () => {
  it.each([
    [0, 600, false],
    [29.9, 600, false],
    [30, 600, true],
    [300, 600, true],
    [480, 600, true],
    [480.1, 600, false],
    [600, 600, false],
  ])("position %s s of %s s: %s", (lastWatchTime, duration, expected) => {
    expect(isUnfinished({ lastWatchTime, duration })).toBe(expected);
  });

  it("never takes a video without a duration", () => {
    expect(isUnfinished({ lastWatchTime: 10, duration: 0 })).toBe(false);
    expect(isUnfinished({ lastWatchTime: 10, duration: Number.NaN })).toBe(false);
  });
});
