import { describe, expect, it } from "vitest";
import { anchorOf, coveredLength, decideCredit, FIRST_REPORT_MS, REPORT_SLACK_MS } from "./credit";

const T0 = Date.parse("2026-05-01T10:00:00Z");
const fresh = { wallStartMs: T0, wallEndMs: T0 };

describe("crediting a segment report", () => {
  it("credits the elapsed time of a first report", () => {
    const d = decideCredit({ startMs: T0, elapsedMs: 30_000, nowMs: T0 + 30_000 }, fresh, []);
    expect(d).toEqual({ wallEndMs: T0 + 30_000, creditMs: 30_000 });
  });

  it("credits only the growth of a later report, and nothing for a repeat", () => {
    const state = { wallStartMs: T0, wallEndMs: T0 + 30_000 };
    const grown = decideCredit({ startMs: T0, elapsedMs: 45_000, nowMs: T0 + 45_000 }, state, []);
    expect(grown.creditMs).toBe(15_000);
    const repeat = decideCredit({ startMs: T0, elapsedMs: 30_000, nowMs: T0 + 60_000 }, state, []);
    expect(repeat).toEqual({ wallEndMs: T0 + 30_000, creditMs: 0 });
  });

  it("clips a later claim at the moment the report arrives", () => {
    const state = { wallStartMs: T0, wallEndMs: T0 + 30_000 };
    const d = decideCredit({ startMs: T0, elapsedMs: 3_600_000, nowMs: T0 + 40_000 }, state, []);
    expect(d.creditMs).toBe(10_000 + REPORT_SLACK_MS);
  });

  it("keeps crediting a segment's later reports when they arrive together after a delay", () => {
    const first = decideCredit({ startMs: T0, elapsedMs: 0, nowMs: T0 }, fresh, []);
    const hourLater = T0 + 3_600_000;
    const late = decideCredit(
      { startMs: T0, elapsedMs: 30_000, nowMs: hourLater },
      { wallStartMs: T0, wallEndMs: first.wallEndMs },
      [],
    );
    const later = decideCredit(
      { startMs: T0, elapsedMs: 90_000, nowMs: hourLater + 5 },
      { wallStartMs: T0, wallEndMs: late.wallEndMs },
      [],
    );
    expect(late.creditMs + later.creditMs).toBe(90_000);
  });

  it("clips a first report claiming more than has passed since the segment began", () => {
    const d = decideCredit({ startMs: T0, elapsedMs: 600_000, nowMs: T0 + 60_000 }, fresh, []);
    expect(d.creditMs).toBe(60_000 + REPORT_SLACK_MS);
  });

  it("does not credit minutes another tab already covers", () => {
    const otherTab = [[T0 + 10_000, T0 + 40_000]] as const;
    const d = decideCredit({ startMs: T0, elapsedMs: 60_000, nowMs: T0 + 60_000 }, fresh, otherTab);
    expect(d.creditMs).toBe(30_000);
  });
});

describe("anchoring a new segment in server time", () => {
  it("believes a claimed start within one report interval before the server first saw it", () => {
    expect(anchorOf(T0 - 12_000, T0)).toBe(T0 - 12_000);
  });

  it("never believes a start further back, so a first report credits at most 35 s", () => {
    const tenHoursAgo = T0 - 10 * 3_600_000;
    const anchor = anchorOf(tenHoursAgo, T0);
    expect(anchor).toBe(T0 - FIRST_REPORT_MS);
    const d = decideCredit(
      { startMs: tenHoursAgo, elapsedMs: 36_000_000, nowMs: T0 },
      { wallStartMs: anchor, wallEndMs: anchor },
      [],
    );
    expect(d.creditMs).toBe(FIRST_REPORT_MS + REPORT_SLACK_MS);
    expect(d.creditMs).toBeLessThanOrEqual(35_000);
  });

  it("puts a start claimed in the future (a clock running ahead) at the moment first seen", () => {
    expect(anchorOf(T0 + 40_000, T0)).toBe(T0);
  });
});

describe("covered length", () => {
  it("measures the union of overlapping intervals inside the piece", () => {
    expect(
      coveredLength(
        [0, 100],
        [
          [-10, 10],
          [5, 20],
          [50, 60],
          [55, 70],
          [90, 200],
        ],
      ),
    ).toBe(20 + 20 + 10);
    expect(coveredLength([0, 100], [])).toBe(0);
  });
});
