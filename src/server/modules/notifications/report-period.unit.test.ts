import { describe, expect, it } from "vitest";
import {
  monthlyPeriod,
  monthlyReportDue,
  periodInstants,
  weeklyPeriod,
  weeklyReportDue,
} from "./report-period";

const at = (iso: string) => new Date(iso);

describe("weeklyReportDue", () => {
  it("is the week before from the learner's Monday 08:00 until that Monday ends", () => {
    // Monday 16 Nov 2026; Moscow is UTC+3.
    expect(weeklyReportDue(at("2026-11-16T04:59:59Z"), "Europe/Moscow")).toBeNull();
    expect(weeklyReportDue(at("2026-11-16T05:00:00Z"), "Europe/Moscow")).toBe("2026-11-09");
    expect(weeklyReportDue(at("2026-11-16T20:59:59Z"), "Europe/Moscow")).toBe("2026-11-09");
    expect(weeklyReportDue(at("2026-11-16T21:00:00Z"), "Europe/Moscow")).toBeNull(); // Tuesday there
  });

  it("follows the zone: Monday 08:00 in Los Angeles is Monday 16:00 UTC (UTC-8 in November)", () => {
    expect(weeklyReportDue(at("2026-11-16T05:00:00Z"), "America/Los_Angeles")).toBeNull(); // Sunday 21:00
    expect(weeklyReportDue(at("2026-11-16T15:59:00Z"), "America/Los_Angeles")).toBeNull();
    expect(weeklyReportDue(at("2026-11-16T16:00:00Z"), "America/Los_Angeles")).toBe("2026-11-09");
  });

  it("counts 08:00 on the wall clock on the Monday the clocks change", () => {
    // Europe/Berlin goes to summer time on Sunday 29 Mar 2026; Monday 30 Mar 08:00 is 06:00 UTC.
    expect(weeklyReportDue(at("2026-03-30T05:59:00Z"), "Europe/Berlin")).toBeNull();
    expect(weeklyReportDue(at("2026-03-30T06:00:00Z"), "Europe/Berlin")).toBe("2026-03-23");
  });

  it("covers Monday to Sunday", () => {
    expect(weeklyPeriod("2026-12-28")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });
});

describe("monthlyReportDue", () => {
  it("is the month before from the learner's 1st at 08:00 until the 1st ends", () => {
    expect(monthlyReportDue(at("2027-01-01T04:59:00Z"), "Europe/Moscow")).toBeNull();
    expect(monthlyReportDue(at("2027-01-01T05:00:00Z"), "Europe/Moscow")).toBe("2026-12");
    expect(monthlyReportDue(at("2027-01-02T05:00:00Z"), "Europe/Moscow")).toBeNull();
    expect(monthlyReportDue(at("2026-11-30T22:59:00Z"), "Asia/Tokyo")).toBeNull(); // 1 Dec 07:59 there
    expect(monthlyReportDue(at("2026-11-30T23:00:00Z"), "Asia/Tokyo")).toBe("2026-11");
  });

  it("covers the month's days, February of a leap year included", () => {
    expect(monthlyPeriod("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthlyPeriod("2026-12")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });
});

describe("periodInstants", () => {
  it("spans the local dates' midnights in the zone", () => {
    expect(periodInstants({ from: "2026-11-09", to: "2026-11-15" }, "Europe/Moscow")).toEqual({
      start: at("2026-11-08T21:00:00Z"),
      end: at("2026-11-15T21:00:00Z"),
    });
  });
});
