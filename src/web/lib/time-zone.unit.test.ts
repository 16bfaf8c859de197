import { afterEach, describe, expect, it } from "vitest";
import { browserTimeZone } from "./time-zone";

const scope = globalThis as { Temporal?: unknown };
afterEach(() => {
  delete scope.Temporal;
});

describe("browserTimeZone", () => {
  it("takes Temporal's answer where the browser has it", () => {
    scope.Temporal = { Now: { timeZoneId: () => "Asia/Vladivostok" } };
    expect(browserTimeZone()).toBe("Asia/Vladivostok");
  });

  it("asks Intl where it has no Temporal", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
