import { describe, expect, it } from "vitest";
import {
  addMinutesToWallClock,
  changeEntry,
  checkEntryForm,
  defaultEntry,
  type EntryFormValues,
  followDuration,
  followEnd,
  newEntryForm,
} from "./off-platform-form-state";

const valid: EntryFormValues = {
  startDate: "2026-03-12",
  startTime: "18:00",
  endDate: "2026-03-12T19:00",
  hours: "1",
  minutes: "0",
  comment: " podcast ",
};

describe("off-platform entry form", () => {
  it("starts with today's date only: Submit alone logs nothing", () => {
    const blank = defaultEntry("2026-03-12T00:30");
    expect(blank).toEqual({
      startDate: "2026-03-12",
      startTime: "",
      endDate: "",
      hours: "",
      minutes: "",
      comment: "",
    });
    expect(checkEntryForm(blank)).toEqual({ ok: false, error: "Please fill in all fields." });
  });

  it("fills an empty duration from the start and the end, and keeps one the learner typed", () => {
    const started = { ...defaultEntry("2026-03-12T09:00"), startTime: "23:30" };
    expect(followDuration({ ...started, endDate: "2026-03-13T01:05" })).toMatchObject({
      hours: "1",
      minutes: "35",
    });
    // An end before the start leaves the duration empty: the check says what is wrong.
    expect(followDuration({ ...started, endDate: "2026-03-12T22:00" })).toMatchObject({
      hours: "",
      minutes: "",
    });
    expect(followDuration({ ...started, endDate: "2026-03-13T01:05", minutes: "20" })).toMatchObject({
      hours: "",
      minutes: "20",
    });
  });

  it("adds minutes on the wall clock across days and months", () => {
    expect(addMinutesToWallClock("2026-02-28", "23:45", 30)).toBe("2026-03-01T00:15");
    expect(addMinutesToWallClock("2026-03-29", "01:30", 60)).toBe("2026-03-29T02:30");
  });

  it("moves the end with the start and the duration", () => {
    expect(followEnd({ ...valid, startTime: "20:10", hours: "0", minutes: "45" }).endDate).toBe(
      "2026-03-12T20:55",
    );
    expect(followEnd({ ...valid, minutes: "75" })).toEqual({ ...valid, minutes: "75" });
  });

  it("as the learner types: the end follows the start and the duration until they set it, then an empty duration follows the end", () => {
    const typed = (...changes: [keyof EntryFormValues, string][]) =>
      changes.reduce(
        (form, [field, value]) => changeEntry(form, field, value),
        newEntryForm("2026-03-12T09:00"),
      );
    const started = typed(["startTime", "18:00"], ["hours", "1"], ["minutes", "30"]);
    expect(started).toEqual({ values: { ...started.values, endDate: "2026-03-12T19:30" }, endSet: false });
    expect(typed(["startTime", "18:00"], ["hours", "1"], ["startTime", "20:00"]).values.endDate).toBe(
      "2026-03-12T21:00",
    );
    // The end set by hand stays when the duration changes; an empty duration is read from it.
    const ended = typed(["startTime", "18:00"], ["endDate", "2026-03-12T18:40"]);
    expect(ended).toMatchObject({ values: { hours: "0", minutes: "40" }, endSet: true });
    expect(changeEntry(ended, "minutes", "10").values).toMatchObject({
      endDate: "2026-03-12T18:40",
      minutes: "10",
    });
    // The comment moves nothing.
    expect(changeEntry(newEntryForm("2026-03-12T09:00"), "comment", "podcast")).toEqual({
      values: { ...defaultEntry("2026-03-12T09:00"), comment: "podcast" },
      endSet: false,
    });
  });

  it("builds the request with the minutes in all and the comment trimmed", () => {
    expect(checkEntryForm({ ...valid, hours: "2", minutes: "5" })).toEqual({
      ok: true,
      request: {
        startDate: "2026-03-12",
        startTime: "18:00",
        endDate: "2026-03-12T19:00",
        minutes: 125,
        comment: "podcast",
      },
    });
  });

  it("asks for every date and time", () => {
    for (const field of ["startDate", "startTime", "endDate"] as const) {
      expect(checkEntryForm({ ...valid, [field]: "" })).toEqual({
        ok: false,
        error: "Please fill in all fields.",
      });
    }
  });

  it("wants the start before the end", () => {
    const error = { ok: false, error: "Start date must be before end date." };
    expect(checkEntryForm({ ...valid, endDate: "2026-03-12T18:00" })).toEqual(error);
    expect(checkEntryForm({ ...valid, endDate: "2026-03-11T23:00" })).toEqual(error);
  });

  it("accepts minutes 0 to 59 only, and at least one minute in all", () => {
    expect(checkEntryForm({ ...valid, minutes: "59" }).ok).toBe(true);
    expect(checkEntryForm({ ...valid, minutes: "60" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("0 to 59"),
    });
    expect(checkEntryForm({ ...valid, minutes: "-1" }).ok).toBe(false);
    expect(checkEntryForm({ ...valid, minutes: "1.5" }).ok).toBe(false);
    expect(checkEntryForm({ ...valid, hours: "0", minutes: "0" })).toEqual({
      ok: false,
      error: "Enter at least 1 minute.",
    });
    expect(checkEntryForm({ ...valid, hours: "", minutes: "30" })).toMatchObject({
      ok: true,
      request: { minutes: 30 },
    });
  });
});
