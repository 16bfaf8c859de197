import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import {
  addDays,
  datesInRange,
  daysBetween,
  isCalendarDate,
  isClockTime,
  isoWeekday,
  mondayOf,
  parseIsoDateTime,
  zonedDateTimeToInstant,
} from "./calendar";

describe("calendar dates", () => {
  itAnswers("accepts only real dates written YYYY-MM-DD", isCalendarDate, [
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["", false],
  ]);

  itAnswers("accepts 24-hour HH:MM times only", isClockTime, [
    ["00:00", true],
    ["23:59", true],
    ["24:00", false],
    ["9:30", false],
    ["12:60", false],
  ]);

  it("counts days across months, leap days and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(datesInRange("2026-03-30", "2026-04-02")).toEqual([
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
    ]);
    expect(datesInRange("2026-04-02", "2026-04-01")).toEqual([]);
  });

  it.each([
    ["2026-03-02", 1, "2026-03-02"],
    ["2026-03-04", 3, "2026-03-02"],
    ["2026-03-08", 7, "2026-03-02"],
    ["2026-01-01", 4, "2025-12-29"],
  ])(
    "gives a date's ISO weekday (1 Monday … 7 Sunday) and its week's Monday: %j → %j, %j",
    (date, weekday, monday) => {
      expect(isoWeekday(date)).toBe(weekday);
      expect(mondayOf(date)).toBe(monday);
    },
  );
});

describe("wall-clock times in a time zone", () => {
  it("finds the instant of a local time", () => {
    expect(zonedDateTimeToInstant("2026-01-10", "23:30", "Europe/Moscow")).toBe(
      Date.parse("2026-01-10T20:30:00Z"),
    );
    expect(zonedDateTimeToInstant("2026-01-10", "07:00", "America/New_York")).toBe(
      Date.parse("2026-01-10T12:00:00Z"),
    );
  });

  it("takes the first of a repeated hour and moves a skipped one forward", () => {
    // Berlin: clocks go back at 03:00 CEST on 2026-10-25 and forward at 02:00 CET on 2026-03-29.
    expect(zonedDateTimeToInstant("2026-10-25", "02:30", "Europe/Berlin")).toBe(
      Date.parse("2026-10-25T00:30:00Z"),
    );
    expect(zonedDateTimeToInstant("2026-03-29", "02:30", "Europe/Berlin")).toBe(
      Date.parse("2026-03-29T01:30:00Z"),
    );
  });

  it("reads ISO date-times with an offset as they are, and without one on the learner's clock", () => {
    expect(parseIsoDateTime("2026-05-01T18:30:00Z", "Europe/Moscow")).toBe(
      Date.parse("2026-05-01T18:30:00Z"),
    );
    expect(parseIsoDateTime("2026-05-01T18:30:00+02:00", "UTC")).toBe(Date.parse("2026-05-01T16:30:00Z"));
    expect(parseIsoDateTime("2026-05-01T18:30", "Europe/Moscow")).toBe(Date.parse("2026-05-01T15:30:00Z"));
    expect(parseIsoDateTime("2026-05-01T18:30:15.250", "UTC")).toBe(Date.parse("2026-05-01T18:30:15.250Z"));
    expect(parseIsoDateTime("2026-05-01", "UTC")).toBeNull();
    expect(parseIsoDateTime("2026-02-30T10:00:00Z", "UTC")).toBeNull();
    expect(parseIsoDateTime("tomorrow", "UTC")).toBeNull();
  });
});
