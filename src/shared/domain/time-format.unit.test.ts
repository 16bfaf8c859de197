import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import {
  type DurationPrecision,
  dailyGoalProgress,
  formatClockTime,
  formatDay,
  formatDuration,
  formatSeconds,
  parseTimeToSeconds,
} from "./time-format";

describe("time strings", () => {
  itAnswers("parse with 1 to 3 colon-separated parts", parseTimeToSeconds, [
    ["45", 45],
    ["2:05", 125],
    ["1:02:03", 3723],
  ]);

  it.each(["1:2:3:4", "a:b", ""])("fail with 'Invalid time format' otherwise: %j", (input) => {
    expect(() => parseTimeToSeconds(input)).toThrow("Invalid time format");
  });

  itAnswers("display as m:ss or h:mm:ss", formatSeconds, [
    [65, "1:05"],
    [3723, "1:02:03"],
    [0, "0:00"],
  ]);
});

describe("formatDuration: the one way input time is written", () => {
  itAnswers("writes hours and minutes, rounded down", formatDuration, [
    [3 * 3600 + 25 * 60 + 59, "3 h 25 min"],
    [2 * 3600, "2 h 0 min"],
    [100, "1 min"],
    [119.99, "1 min"],
    [1234 * 3600 + 5 * 60, "1,234 h 5 min"],
  ]);

  itAnswers("never writes a bare 0 for time that exists: seconds under a minute", formatDuration, [
    [45.7, "45 s"],
    [1, "1 s"],
    [0.4, "0 min"],
    [0, "0 min"],
  ]);

  itAnswers(
    "adds the seconds at second precision (the exact total, the top bar while playing)",
    (seconds: number) => formatDuration(seconds, "second"),
    [
      [100, "1 min 40 s"],
      [154 * 3600 + 21 * 60 + 0.9, "154 h 21 min 0 s"],
      [3605, "1 h 0 min 5 s"],
      [0, "0 s"],
    ],
  );

  itAnswers(
    "reads a millisecond total divided by 1000 as the whole seconds it is, and nonsense as none",
    (seconds: number, precision: DurationPrecision | undefined) => formatDuration(seconds, precision),
    [
      [(0.1 + 0.2) * 10, "second", "3 s"],
      [2.9999999, "second", "3 s"],
      [-3, undefined, "0 min"],
      [Number.NaN, undefined, "0 min"],
      [Number.POSITIVE_INFINITY, undefined, "0 min"],
    ],
  );
});

describe("daily goal progress", () => {
  itAnswers("is today's minutes over the goal, clamped to 0..1", dailyGoalProgress, [
    [450, 15, 0.5],
    [3600, 15, 1],
    [0, 15, 0],
  ]);
});

describe("formatClockTime: a wall-clock time as the browser writes times", () => {
  itAnswers(
    "follows the language's clock, 12-hour or 24-hour, as the browser's own time fields do",
    formatClockTime,
    [
      ["18:05", "en-US", "06:05 PM"],
      ["00:00", "en-US", "12:00 AM"],
      ["18:05", "en-GB", "18:05"],
      ["07:30", "ru", "07:30"],
      ["not a time", "en-GB", "not a time"],
    ],
  );
});

describe("formatDay", () => {
  // By hand: September is "Sep" whatever the runtime's locale data (recent en-GB data says "Sept").
  itAnswers("writes a day as every page does, from a date or a date-time's UTC day", formatDay, [
    ["2030-12-31", "31 Dec 2030"],
    ["2030-12-31T00:00:00.000Z", "31 Dec 2030"],
    ["2026-03-01", "1 Mar 2026"],
    ["2030-09-05", "5 Sep 2030"],
    ["2030-09-05T23:30:00.000Z", "5 Sep 2030"],
  ]);
});
