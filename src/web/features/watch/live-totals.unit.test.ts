import { describe, expect, it } from "vitest";
import { LiveTotals } from "./live-totals";

describe("LiveTotals", () => {
  it("adds unreported seconds to the last server totals", () => {
    const live = new LiveTotals({ total: 600, today: 60 });
    expect(live.shown(2.5)).toEqual({ total: 602.5, today: 62.5 });
  });

  it("keeps a sent report's growth shown until the answer replaces it", () => {
    const live = new LiveTotals({ total: 600, today: 60 });
    const growth = live.sent(1000, 30, false);
    expect(growth).toBe(30);
    // Right after the report the tracker has nothing unreported: the total must not dip.
    expect(live.shown(0)).toEqual({ total: 630, today: 90 });
    expect(live.pending).toBe(true);
    live.answered(growth, { total: 629, today: 89 });
    expect(live.pending).toBe(false);
    expect(live.shown(1)).toEqual({ total: 630, today: 90 });
  });

  it("counts only the growth of cumulative reports of one segment", () => {
    const live = new LiveTotals({ total: 0, today: 0 });
    expect(live.sent(1000, 30, false)).toBe(30);
    expect(live.sent(1000, 45, false)).toBe(15);
    expect(live.sent(1000, 45, false)).toBe(0);
    // A new segment starts from zero.
    expect(live.sent(99_000, 5, false)).toBe(5);
  });

  it("takes a beacon's growth as credited, since no answer comes", () => {
    const live = new LiveTotals({ total: 100, today: 10 });
    live.sent(1000, 7, true);
    expect(live.pending).toBe(false);
    expect(live.shown(0)).toEqual({ total: 107, today: 17 });
  });

  it("drops a failed report from the estimate", () => {
    const live = new LiveTotals({ total: 100, today: 10 });
    const growth = live.sent(1000, 30, false);
    live.failed(growth);
    expect(live.shown(0)).toEqual({ total: 100, today: 10 });
  });

  it("starts from the server's figures after someone else reloads the user", () => {
    const live = new LiveTotals({ total: 100, today: 10 });
    live.sent(1000, 30, false);
    live.rebase({ total: 5000, today: 300 });
    expect(live.shown(2)).toEqual({ total: 5002, today: 302 });
  });
});
