import { describe, expect, it } from "vitest";
import { zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { historyDay, videoTimeByDay, type WatchedSegment } from "./history-days";

const TZ = "Pacific/Auckland";
const at = (date: string, time: string, seconds = 0) =>
  zonedDateTimeToInstant(date, time, TZ) + seconds * 1000;
const days = new Set(["2026-03-13", "2026-03-14"]);

function segment(videoId: string, start: number, end: number, creditedMs = end - start): WatchedSegment {
  return { videoId, title: `Title ${videoId}`, wallStartMs: start, wallEndMs: end, creditedMs };
}

describe("videoTimeByDay", () => {
  it("splits a stretch of playing across the learner's midnight in proportion, and keeps only the days asked for", () => {
    const across = segment("a", at("2026-03-13", "23:59", 20), at("2026-03-14", "00:00", 50));
    const earlier = segment("b", at("2026-03-12", "10:00"), at("2026-03-12", "10:05"));
    const byDay = videoTimeByDay([across, earlier], TZ, days);
    expect(byDay.get("2026-03-13")?.get("a")?.ms).toBeCloseTo(40_000);
    expect(byDay.get("2026-03-14")?.get("a")?.ms).toBeCloseTo(50_000);
    expect(byDay.has("2026-03-12")).toBe(false);
  });

  it("splits what was credited, not the clock, when another tab covered part of the stretch", () => {
    const half = segment("a", at("2026-03-13", "23:59"), at("2026-03-14", "00:01"), 60_000);
    const byDay = videoTimeByDay([half], TZ, days);
    expect(byDay.get("2026-03-13")?.get("a")?.ms).toBeCloseTo(30_000);
    expect(byDay.get("2026-03-14")?.get("a")?.ms).toBeCloseTo(30_000);
  });
});

describe("historyDay", () => {
  const total = { date: "2026-03-14", videoMs: 60_000, offPlatformMs: 1_800_000 };

  it("lists the video played last first, and says what no video accounts for", () => {
    const videos = new Map([
      ["a", { title: "A", ms: 20_000, lastMs: 1 }],
      ["b", { title: "B", ms: 30_000, lastMs: 2 }],
      ["c", { title: "C", ms: 0.4, lastMs: 3 }],
    ]);
    expect(historyDay(total, videos, [])).toEqual({
      date: "2026-03-14",
      seconds: 1860,
      videoSeconds: 60,
      offPlatformSeconds: 1800,
      videos: [
        { id: "b", title: "B", seconds: 30 },
        { id: "a", title: "A", seconds: 20 },
      ],
      otherSeconds: 10,
      offPlatform: [],
    });
  });

  it("scales the videos down to the day's video time when they add up to more", () => {
    const videos = new Map([
      ["a", { title: "A", ms: 90_000, lastMs: 1 }],
      ["b", { title: "B", ms: 30_000, lastMs: 2 }],
    ]);
    const day = historyDay(total, videos, []);
    expect(day.videos).toEqual([
      { id: "b", title: "B", seconds: 15 },
      { id: "a", title: "A", seconds: 45 },
    ]);
    expect(day.otherSeconds).toBe(0);
  });

  it("puts all video time under other time when no video is known (a removed video)", () => {
    expect(historyDay(total, undefined, [])).toMatchObject({ videos: [], otherSeconds: 60, seconds: 1860 });
  });
});
