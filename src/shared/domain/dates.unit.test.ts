import { describe, expect, it } from "vitest";
import { isValidTimeZone, localDateOf } from "./dates";

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
