import { describe, expect, it } from "vitest";
import { creditBatch, type ReportInput, type StoredSegment } from "./batch-credit";

const T0 = Date.parse("2026-05-01T10:00:00Z");

/** A report arriving as the time it describes ends, as the player sends them. */
function report(overrides: Partial<ReportInput> & { elapsedMs: number }): ReportInput {
  return {
    userId: "u1",
    videoId: "v1",
    startMs: T0,
    nowMs: (overrides.startMs ?? T0) + overrides.elapsedMs,
    position: overrides.elapsedMs / 1000,
    timeZone: "Europe/Moscow",
    ...overrides,
  };
}

/** A segment the server saw begin (the player reports a segment as it starts playing). */
function started(startMs: number, videoId = "v1", userId = "u1"): StoredSegment {
  return { userId, videoId, startMs, wallStartMs: startMs, wallEndMs: startMs };
}

const creditsOf = (reports: ReportInput[], stored: StoredSegment[] = []) =>
  creditBatch(reports, stored).credits.map((c) => c.creditMs);

describe("crediting a batch of reports as if they came one by one", () => {
  it("credits a repeated report once", () => {
    const same = report({ elapsedMs: 30_000 });
    expect(creditsOf([same, same])).toEqual([30_000, 0]);
  });

  it("credits the growth of a segment and nothing for an older report arriving after it", () => {
    const batch = creditBatch(
      [report({ elapsedMs: 20_000 }), report({ elapsedMs: 50_000 }), report({ elapsedMs: 10_000 })],
      [],
    );
    expect(batch.credits.map((c) => c.creditMs)).toEqual([20_000, 30_000, 0]);
    expect(batch.segments).toEqual([
      { userId: "u1", videoId: "v1", startMs: T0, wallStartMs: T0, wallEndMs: T0 + 50_000, creditMs: 50_000 },
    ]);
    expect(batch.userTotals.get("u1")).toBe(50_000);
  });

  it("starts from the stored segments: time already credited is not credited again", () => {
    const stored = [{ userId: "u1", videoId: "v1", startMs: T0, wallStartMs: T0, wallEndMs: T0 + 30_000 }];
    expect(creditsOf([report({ elapsedMs: 20_000 }), report({ elapsedMs: 45_000 })], stored)).toEqual([
      0, 15_000,
    ]);
  });

  it("credits minutes covered by another tab's segment once", () => {
    const otherTab = report({ videoId: "v2", startMs: T0 + 10_000, elapsedMs: 30_000 });
    // The first tab plays T0..T0+60 s; the other tab already covered T0+10..T0+40 s.
    const stored = [started(T0), started(T0 + 10_000, "v2")];
    expect(creditsOf([otherTab, report({ elapsedMs: 60_000 })], stored)).toEqual([30_000, 30_000]);
  });

  it("credits a new segment claiming a start long ago at most one report interval and the slack", () => {
    const invented = report({ startMs: T0 - 36_000_000, elapsedMs: 36_000_000, nowMs: T0 });
    const batch = creditBatch([invented], []);
    expect(batch.credits[0]?.creditMs).toBe(35_000);
    expect(batch.segments[0]).toMatchObject({ wallStartMs: T0 - 30_000, wallEndMs: T0 + 5_000 });
  });

  it("keeps users apart", () => {
    const batch = creditBatch(
      [report({ elapsedMs: 30_000 }), report({ userId: "u2", elapsedMs: 30_000 })],
      [],
    );
    expect(batch.credits.map((c) => c.creditMs)).toEqual([30_000, 30_000]);
    expect([...batch.userTotals]).toEqual([
      ["u1", 30_000],
      ["u2", 30_000],
    ]);
  });

  it("puts time either side of midnight in the learner's zone on two days", () => {
    // 23:59 and 00:01 in Moscow (UTC+3) are 20:59 and 21:01 UTC.
    const before = Date.parse("2026-05-01T20:59:00Z");
    const batch = creditBatch(
      [
        report({ startMs: before - 60_000, elapsedMs: 60_000, nowMs: before }),
        report({ startMs: before + 60_000, elapsedMs: 60_000, nowMs: before + 120_000 }),
      ],
      [started(before - 60_000), started(before + 60_000)],
    );
    expect(batch.credits.map((c) => c.day)).toEqual(["2026-05-01", "2026-05-02"]);
    expect(batch.days).toEqual([
      { userId: "u1", day: "2026-05-01", ms: 60_000 },
      { userId: "u1", day: "2026-05-02", ms: 60_000 },
    ]);
  });

  it("keeps the position of the latest moment played, whatever the arrival order", () => {
    const batch = creditBatch(
      [report({ elapsedMs: 40_000, position: 140 }), report({ elapsedMs: 20_000, position: 120 })],
      [started(T0)],
    );
    expect(batch.videoStates).toEqual([
      { userId: "u1", videoId: "v1", ms: 40_000, position: 140, positionAtMs: T0 + 40_000 },
    ]);
  });

  it("writes no day row for a report that credits nothing", () => {
    const stored = [{ userId: "u1", videoId: "v1", startMs: T0, wallStartMs: T0, wallEndMs: T0 + 30_000 }];
    const batch = creditBatch([report({ elapsedMs: 30_000 })], stored);
    expect(batch.days).toEqual([]);
    expect(batch.segments[0]?.creditMs).toBe(0);
  });
});
