import { describe, expect, it } from "vitest";
import { historyDayTitle } from "./history-format";

describe("historyDayTitle", () => {
  // 23:30 UTC on 10 March is already the 11th in Auckland (UTC+13).
  const now = Date.parse("2026-03-10T23:30:00Z");

  it("names today and yesterday in the learner's time zone", () => {
    expect(historyDayTitle("2026-03-11", "Pacific/Auckland", now)).toBe("Today, 11 Mar 2026");
    expect(historyDayTitle("2026-03-10", "Pacific/Auckland", now)).toBe("Yesterday, 10 Mar 2026");
    expect(historyDayTitle("2026-03-10", "UTC", now)).toBe("Today, 10 Mar 2026");
    expect(historyDayTitle("2026-03-08", "Pacific/Auckland", now)).toBe("8 Mar 2026");
  });
});
