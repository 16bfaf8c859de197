import { describe, expect, it } from "vitest";
import {
  dailyGoalProgress,
  formatClockTime,
  formatDuration,
  formatSeconds,
  parseTimeToSeconds,
} from "./time-format";

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
});

describe("formatDuration: the one way input time is written", () => {
  it("writes hours and minutes, rounded down", () => {
    expect(formatDuration(3 * 3600 + 25 * 60 + 59)).toBe("3 h 25 min");
    expect(formatDuration(2 * 3600)).toBe("2 h 0 min");
    expect(formatDuration(100)).toBe("1 min");
    expect(formatDuration(119.99)).toBe("1 min");
    expect(formatDuration(1234 * 3600 + 5 * 60)).toBe("1,234 h 5 min");
  });

  it("never writes a bare 0 for time that exists: seconds under a minute", () => {
    expect(formatDuration(45.7)).toBe("45 s");
    expect(formatDuration(1)).toBe("1 s");
    expect(formatDuration(0.4)).toBe("0 min");
    expect(formatDuration(0)).toBe("0 min");
  });

  it("adds the seconds at second precision (the exact total, the top bar while playing)", () => {
    expect(formatDuration(100, "second")).toBe("1 min 40 s");
    expect(formatDuration(154 * 3600 + 21 * 60 + 0.9, "second")).toBe("154 h 21 min 0 s");
    expect(formatDuration(3605, "second")).toBe("1 h 0 min 5 s");
    expect(formatDuration(0, "second")).toBe("0 s");
  });

  it("reads a millisecond total divided by 1000 as the whole seconds it is, and nonsense as none", () => {
    expect(formatDuration((0.1 + 0.2) * 10, "second")).toBe("3 s");
    expect(formatDuration(2.9999999, "second")).toBe("3 s");
    expect(formatDuration(-3)).toBe("0 min");
    expect(formatDuration(Number.NaN)).toBe("0 min");
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe("0 min");
  });
});

describe("daily goal progress", () => {
  it.each([
    [450, 15, 0.5],
    [3600, 15, 1],
    [0, 15, 0],
  ])("is today's minutes over the goal, clamped to 0..1: %j, %j → %j", (seconds, goalMinutes, expected) => {
    expect(dailyGoalProgress(seconds, goalMinutes)).toBe(expected);
  });
});

describe("formatClockTime: a wall-clock time as the browser writes times", () => {
  it("follows the language's clock, 12-hour or 24-hour, as the browser's own time fields do", () => {
    expect(formatClockTime("18:05", "en-US")).toBe("06:05 PM");
    expect(formatClockTime("00:00", "en-US")).toBe("12:00 AM");
    expect(formatClockTime("18:05", "en-GB")).toBe("18:05");
    expect(formatClockTime("07:30", "ru")).toBe("07:30");
    expect(formatClockTime("not a time", "en-GB")).toBe("not a time");
  });
});
