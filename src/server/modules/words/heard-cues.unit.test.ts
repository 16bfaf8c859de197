import { describe, expect, it } from "vitest";
import { creditedInterval } from "../watch/credit";
import { acquiredMilestoneReached, isAcquired } from "./acquisition";
import type { AnalysedCue } from "./cue-analysis";
import { cuesInside, hearingsOf, lemmaGains } from "./heard-cues";

const cue = (s: number, e: number, l: string[]): AnalysedCue => ({ s, e, t: l.join(" "), l });
// Middles: 2, 7, 12.
const CUES = [cue(0, 4, ["кот", "спать"]), cue(5, 9, ["кот"]), cue(10, 14, ["дом", "кот", "кот"])];

describe("cues inside a credited interval", () => {
  it("counts a cue whose middle is at the interval's start, not one whose middle is at its end", () => {
    expect(cuesInside(CUES, 2, 7)).toEqual([0]);
    expect(cuesInside(CUES, 7, 12.001)).toEqual([1, 2]);
    expect(cuesInside(CUES, 2.001, 7)).toEqual([]);
  });

  it("never counts a cue twice across intervals that meet", () => {
    const pieces = [
      [0, 7],
      [7, 30],
    ] as const;
    expect(pieces.flatMap(([from, to]) => cuesInside(CUES, from, to))).toEqual([0, 1, 2]);
  });

  it("is the credited seconds before the position reached, never more", () => {
    expect(creditedInterval(60, 35_000)).toEqual({ from: 25, to: 60 });
    expect(creditedInterval(10, 30_000)).toEqual({ from: 0, to: 10 });
    expect(creditedInterval(60, 0)).toBeNull();
    expect(creditedInterval(Number.NaN, 1000)).toBeNull();
  });
});

describe("what hearings add", () => {
  const cuesOf = (video: string) => (video === "v" ? CUES : undefined);

  it("counts running words per hearing, and distinct cues and videos once", () => {
    const intervals = [
      { userId: "u", videoId: "v", from: 0, to: 15 },
      { userId: "u", videoId: "v", from: 10, to: 15 },
      { userId: "u", videoId: "none", from: 0, to: 15 },
    ];
    const hearings = hearingsOf(intervals, cuesOf);
    expect(hearings.map((h) => h.cue)).toEqual([0, 1, 2, 2]);
    const fresh = new Map([["u v", new Set([0, 1, 2])]]);
    const { gains, heardTotals } = lemmaGains(hearings, cuesOf, new Map(), fresh);
    expect(heardTotals.get("u")).toBe(9);
    const cat = gains.find((g) => g.lemma === "кот");
    expect(cat).toMatchObject({ heard: 6, cues: 3, videos: 1, example: { videoId: "v", seconds: 0 } });
  });

  it("adds no video for a lemma heard in the video before", () => {
    const hearings = hearingsOf([{ userId: "u", videoId: "v", from: 10, to: 15 }], cuesOf);
    const { gains } = lemmaGains(
      hearings,
      cuesOf,
      new Map([["u v", new Set([0])]]),
      new Map([["u v", new Set([2])]]),
    );
    expect(gains.find((g) => g.lemma === "кот")).toMatchObject({ heard: 2, cues: 1, videos: 0 });
    expect(gains.find((g) => g.lemma === "дом")).toMatchObject({ heard: 1, cues: 1, videos: 1 });
  });
});

describe("acquisition", () => {
  it("needs both the distinct cues and the videos", () => {
    const thresholds = { cues: 12, videos: 3 };
    expect(isAcquired({ cues: 12, videos: 3 }, thresholds)).toBe(true);
    expect(isAcquired({ cues: 40, videos: 2 }, thresholds)).toBe(false);
    expect(isAcquired({ cues: 11, videos: 5 }, thresholds)).toBe(false);
  });

  it("names the highest milestone reached", () => {
    expect(acquiredMilestoneReached(99)).toBeUndefined();
    expect(acquiredMilestoneReached(100)).toBe(100);
    expect(acquiredMilestoneReached(2999)).toBe(2000);
    expect(acquiredMilestoneReached(50_000)).toBe(10_000);
  });
});
