import { beforeEach, describe, expect, it } from "vitest";
import type { WatchTimeUpdateRequest } from "../../../shared/contracts/watch";
import { REPORT_EVERY_MS, WatchTracker } from "./watch-tracker";

let clock: number;
let sent: { report: WatchTimeUpdateRequest; beacon: boolean }[];
let tracker: WatchTracker;
const T0 = Date.parse("2026-05-01T10:00:00Z");

function advance(ms: number, position?: number) {
  // The player's 500 ms timer ticks as time passes.
  for (let step = 0; step < ms; step += 500) {
    clock += Math.min(500, ms - step);
    tracker.tick(position ?? 0);
  }
}

beforeEach(() => {
  clock = T0;
  sent = [];
  tracker = new WatchTracker({
    videoId: "v1",
    timezone: "Europe/Moscow",
    now: () => clock,
    send: (report, beacon) => sent.push({ report, beacon }),
  });
});

describe("the watch tracker", () => {
  it("reports a segment as it starts playing, and on pause with its wall-clock elapsed time", () => {
    tracker.play(10);
    advance(5_000, 15);
    tracker.pause(15);
    expect(sent).toEqual([
      {
        report: {
          videoId: "v1",
          playingStartTime: T0,
          lastVideoTime: 10,
          elapsedTime: 0,
          timezone: "Europe/Moscow",
        },
        beacon: false,
      },
      {
        report: {
          videoId: "v1",
          playingStartTime: T0,
          lastVideoTime: 15,
          elapsedTime: 5,
          timezone: "Europe/Moscow",
        },
        beacon: false,
      },
    ]);
    expect(tracker.playing).toBe(false);
  });

  it("reports every 30 s while playing, cumulatively", () => {
    tracker.play(0);
    advance(REPORT_EVERY_MS * 2 + 1_000);
    expect(sent.map((s) => s.report.elapsedTime)).toEqual([0, 30, 60]);
    expect(new Set(sent.map((s) => s.report.playingStartTime))).toEqual(new Set([T0]));
  });

  it("starts a new segment after a pause, and ignores a pause while paused", () => {
    tracker.play(0);
    advance(2_000);
    tracker.pause(2);
    tracker.pause(2);
    advance(10_000);
    tracker.play(2);
    advance(3_000);
    tracker.end(5);
    expect(
      sent.map((s) => [Number(s.report.playingStartTime) - T0, s.report.elapsedTime, s.report.lastVideoTime]),
    ).toEqual([
      [0, 0, 0],
      [0, 2, 2],
      [12_000, 0, 2],
      [12_000, 3, 5],
    ]);
  });

  it("keeps the segment going across a seek, with the new position", () => {
    tracker.play(0);
    advance(4_000);
    tracker.seek(100);
    advance(1_000);
    tracker.pause(101);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.report).toMatchObject({ elapsedTime: 5, lastVideoTime: 101 });
  });

  it("counts wall-clock time, not media time, at another speed", () => {
    tracker.play(0);
    // At 2× the media advances 20 s in 10 s of listening: 10 s of input.
    advance(10_000, 20);
    tracker.end(20);
    expect(sent[1]?.report).toMatchObject({ elapsedTime: 10, lastVideoTime: 20 });
  });

  it("reports by beacon when the tab is hidden and keeps playing", () => {
    tracker.play(0);
    advance(7_000);
    tracker.hidden();
    expect(sent.at(-1)).toEqual(expect.objectContaining({ beacon: true }));
    expect(tracker.playing).toBe(true);
    advance(3_000);
    tracker.pause(10);
    expect(sent.map((s) => s.report.elapsedTime)).toEqual([0, 7, 10]);
  });

  it("sends nothing when hidden while paused, and resumes reporting after play", () => {
    tracker.hidden();
    expect(sent).toEqual([]);
    tracker.play(42);
    expect(tracker.unreportedSeconds()).toBe(0);
    advance(1_500, 43.5);
    expect(tracker.unreportedSeconds()).toBe(1.5);
    tracker.dispose();
    expect(sent).toEqual([
      expect.objectContaining({ beacon: false, report: expect.objectContaining({ elapsedTime: 0 }) }),
      expect.objectContaining({ beacon: true, report: expect.objectContaining({ elapsedTime: 1.5 }) }),
    ]);
    expect(tracker.playing).toBe(false);
  });
});
