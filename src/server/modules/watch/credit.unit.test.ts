import { describe, expect, it } from "vitest";
import { coveredLength, decideCredit, REPORT_SLACK_MS } from "./credit";

const T0 = Date.parse("2026-05-01T10:00:00Z");
const fresh = { wallEndMs: T0 };

describe("crediting a segment report", () => {
  it("credits the elapsed time of a first report", () => {
    const d = decideCredit({ startMs: T0, elapsedMs: 30_000, nowMs: T0 + 30_000 }, fresh, []);
    expect(d).toEqual({ wallEndMs: T0 + 30_000, creditMs: 30_000 });
  });

  it("credits only the growth of a later report, and nothing for a repeat", () => {
    const state = { wallEndMs: T0 + 30_000 };
    const grown = decideCredit({ startMs: T0, elapsedMs: 45_000, nowMs: T0 + 45_000 }, state, []);
    expect(grown.creditMs).toBe(15_000);
    const repeat = decideCredit({ startMs: T0, elapsedMs: 30_000, nowMs: T0 + 60_000 }, state, []);
    expect(repeat).toEqual({ wallEndMs: T0 + 30_000, creditMs: 0 });
  });

  it("clips a later claim at the moment the report arrives", () => {
    const state = { wallEndMs: T0 + 30_000 };
    const d = decideCredit({ startMs: T0, elapsedMs: 3_600_000, nowMs: T0 + 40_000 }, state, []);
    expect(d.creditMs).toBe(10_000 + REPORT_SLACK_MS);
  });

  it("credits late reports of a segment in full when they arrive together", () => {
    const hourLater = T0 + 3_600_000;
    const first = decideCredit({ startMs: T0, elapsedMs: 30_000, nowMs: hourLater }, fresh, []);
    const second = decideCredit(
      { startMs: T0, elapsedMs: 90_000, nowMs: hourLater + 5 },
      { wallEndMs: first.wallEndMs },
      [],
    );
    expect(first.creditMs + second.creditMs).toBe(90_000);
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
