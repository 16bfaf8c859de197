import { describe, expect, it } from "vitest";
import { checkEntryTimes, defaultEndDate, START_BEFORE_END } from "./off-platform-entry";

const now = Date.parse("2026-05-01T12:00:00Z");
const entry = {
  startDate: "2026-05-01",
  startTime: "10:00",
  endDate: "2026-05-01T11:00",
  minutes: 60,
  comment: "",
};

describe("off-platform entry times", () => {
  it("reads the start and an offset-less end on the learner's clock", () => {
    expect(checkEntryTimes(entry, "Europe/Moscow", now)).toEqual({
      ok: true,
      startMs: Date.parse("2026-05-01T07:00:00Z"),
      endMs: Date.parse("2026-05-01T08:00:00Z"),
    });
  });

  it("needs the start before the end", () => {
    const check = checkEntryTimes({ ...entry, endDate: "2026-05-01T10:00" }, "UTC", now);
    expect(check).toEqual({ ok: false, error: START_BEFORE_END });
    expect(START_BEFORE_END).toBe("Start date must be before end date.");
  });

  it("refuses a start in the future, more minutes than the span, and a bad end", () => {
    expect(
      checkEntryTimes({ ...entry, startTime: "13:00", endDate: "2026-05-01T14:00Z" }, "UTC", now),
    ).toEqual({
      ok: false,
      error: "The start cannot be in the future.",
    });
    expect(checkEntryTimes({ ...entry, minutes: 61 }, "UTC", now)).toEqual({
      ok: false,
      error: "The minutes cannot be more than the time between start and end.",
    });
    expect(checkEntryTimes({ ...entry, endDate: "soon" }, "UTC", now)).toMatchObject({ ok: false });
  });

  it("ends an entry without an end date after its minutes", () => {
    expect(defaultEndDate("2026-05-01", "10:00", 90, "Europe/Moscow")).toBe("2026-05-01T08:30:00.000Z");
  });
});
