import { describe, expect, it } from "vitest";
import { formatDay, isValidTimeZone, localDateOf } from "./dates";

describe("a learner's local date", () => {
  it("follows their time zone across midnight", () => {
    const instant = Date.parse("2026-03-01T21:30:00Z");
    expect(localDateOf(instant, "UTC")).toBe("2026-03-01");
    expect(localDateOf(instant, "Europe/Moscow")).toBe("2026-03-02");
    expect(localDateOf(instant, "America/Los_Angeles")).toBe("2026-03-01");
  });

  it("knows real time zones from made-up ones", () => {
    expect(isValidTimeZone("Europe/Moscow")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});

describe("formatDay", () => {
  it("writes a day as every page does, from a date or a date-time", () => {
    expect(formatDay("2030-12-31")).toBe("31 Dec 2030");
    expect(formatDay("2030-12-31T00:00:00.000Z")).toBe("31 Dec 2030");
    expect(formatDay("2026-03-01")).toBe("1 Mar 2026");
  });
});
