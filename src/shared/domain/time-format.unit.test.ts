import { describe, expect, it } from "vitest";
import { dailyGoalProgress, formatHoursMinutes, formatSeconds, parseTimeToSeconds } from "./time-format";

describe("time strings", () => {
  it("parse with 1 to 3 colon-separated parts", () => {
    expect(parseTimeToSeconds("45")).toBe(45);
    expect(parseTimeToSeconds("2:05")).toBe(125);
    expect(parseTimeToSeconds("1:02:03")).toBe(3723);
  });

  it("fail with 'Invalid time format' otherwise", () => {
    expect(() => parseTimeToSeconds("1:2:3:4")).toThrow("Invalid time format");
    expect(() => parseTimeToSeconds("a:b")).toThrow("Invalid time format");
    expect(() => parseTimeToSeconds("")).toThrow("Invalid time format");
  });

  it("display as m:ss or h:mm:ss", () => {
    expect(formatSeconds(65)).toBe("1:05");
    expect(formatSeconds(3723)).toBe("1:02:03");
    expect(formatSeconds(0)).toBe("0:00");
  });

  it("show total input in hours and minutes", () => {
    expect(formatHoursMinutes(3 * 3600 + 25 * 60 + 59)).toBe("3h 25m");
  });
});

describe("daily goal progress", () => {
  it("is today's minutes over the goal, clamped to 0..1", () => {
    expect(dailyGoalProgress(450, 15)).toBe(0.5);
    expect(dailyGoalProgress(3600, 15)).toBe(1);
    expect(dailyGoalProgress(0, 15)).toBe(0);
  });
});
