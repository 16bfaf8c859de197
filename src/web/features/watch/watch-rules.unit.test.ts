import { describe, expect, it } from "vitest";
import {
  isAtEnd,
  nextVideoToPlay,
  parsePlaybackRate,
  playlistUpNext,
  resumePosition,
  startPosition,
  visibleRelated,
} from "./watch-rules";

const video = (
  id: string,
  lastWatchTime: number,
  duration = 100,
  url: string | null = `/api/media/video/${id}`,
  platform: "file" | "youtube" = "file",
) => ({
  id,
  lastWatchTime,
  duration,
  url,
  platform,
});

describe("resumePosition", () => {
  it("resumes at the last position", () => {
    expect(resumePosition({ lastWatchTime: 42.5, duration: 100 })).toBe(42.5);
  });

  it("starts from the beginning when never played", () => {
    expect(resumePosition({ lastWatchTime: 0, duration: 100 })).toBe(0);
  });

  it("resumes up to the cutoff and restarts over it (fraction > 0.95)", () => {
    expect(resumePosition({ lastWatchTime: 950, duration: 1000 })).toBe(950);
    expect(resumePosition({ lastWatchTime: 951, duration: 1000 })).toBe(0);
    expect(resumePosition({ lastWatchTime: 1000, duration: 1000 })).toBe(0);
  });

  it("restarts a short video whose position would count as its end at once", () => {
    // 9.2 of 10 s is under the cutoff, but within a second of the end.
    expect(resumePosition({ lastWatchTime: 9.2, duration: 10 })).toBe(0);
  });

  it("copes with an unknown duration", () => {
    expect(resumePosition({ lastWatchTime: 12, duration: 0 })).toBe(12);
  });
});

describe("isAtEnd", () => {
  it("is true within a second of the duration", () => {
    expect(isAtEnd(44, 45)).toBe(true);
    expect(isAtEnd(45, 45)).toBe(true);
    expect(isAtEnd(43.9, 45)).toBe(false);
  });

  it("is false while the duration is unknown", () => {
    expect(isAtEnd(0, 0)).toBe(false);
  });
});

describe("nextVideoToPlay", () => {
  const related = [video("watched", 90), video("locked", 0, 100, null), video("fresh", 10), video("last", 0)];

  it("skips watched videos when Skip watched is on", () => {
    expect(nextVideoToPlay(related, true)?.id).toBe("fresh");
  });

  it("takes the first playable video when Skip watched is off", () => {
    expect(nextVideoToPlay(related, false)?.id).toBe("watched");
  });

  it("never picks a premium video the learner cannot play", () => {
    expect(nextVideoToPlay([video("locked", 0, 100, null), video("b", 0)], true)?.id).toBe("b");
  });

  it("gives null when nothing is left", () => {
    expect(nextVideoToPlay([video("a", 99)], true)).toBeNull();
    expect(nextVideoToPlay([], false)).toBeNull();
  });

  it("counts a video as watched only over 80 %", () => {
    expect(nextVideoToPlay([video("a", 80), video("b", 0)], true)?.id).toBe("a");
  });

  it("skips YouTube videos when YouTube cannot be reached, and only then", () => {
    const mixed = [video("yt", 0, 100, "https://www.youtube.com/watch?v=x", "youtube"), video("file", 0)];
    expect(nextVideoToPlay(mixed, true)?.id).toBe("yt");
    expect(nextVideoToPlay(mixed, true, false)?.id).toBe("file");
    expect(nextVideoToPlay([mixed[0]!], true, false)).toBeNull();
  });
});

describe("visibleRelated", () => {
  it("hides watched videos only with Skip watched on, keeping the order", () => {
    const list = [video("a", 0), video("b", 100), video("c", 5)];
    expect(visibleRelated(list, true).map((v) => v.id)).toEqual(["a", "c"]);
    expect(visibleRelated(list, false).map((v) => v.id)).toEqual(["a", "b", "c"]);
  });
});

describe("parsePlaybackRate", () => {
  it("accepts the offered speeds and falls back to normal", () => {
    expect(parsePlaybackRate("1.75")).toBe(1.75);
    expect(parsePlaybackRate("0.5")).toBe(0.5);
    expect(parsePlaybackRate("3")).toBe(1);
    expect(parsePlaybackRate(null)).toBe(1);
    expect(parsePlaybackRate("fast")).toBe(1);
  });
});

describe("autoplay along a playlist", () => {
  const list = [video("a", 0), video("b", 100), video("c", 0, 100, null), video("d", 0)];

  it("goes on from the video after this one, in the playlist's order, watched ones included", () => {
    expect(playlistUpNext(list, "a").map((v) => v.id)).toEqual(["b", "c", "d"]);
    expect(nextVideoToPlay(playlistUpNext(list, "a"), false)?.id).toBe("b");
    // A locked premium video is passed over.
    expect(nextVideoToPlay(playlistUpNext(list, "b"), false)?.id).toBe("d");
  });

  it("stops after the last video, and starts from the first when this one left the playlist", () => {
    expect(nextVideoToPlay(playlistUpNext(list, "d"), false)).toBeNull();
    expect(playlistUpNext(list, "gone").map((v) => v.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("startPosition", () => {
  const video = { lastWatchTime: 42.5, duration: 100 };
  it("starts at the linked second", () => {
    expect(startPosition(video, "83")).toBe(83);
    expect(startPosition(video, "0")).toBe(0);
    expect(startPosition(video, "12.5")).toBe(12.5);
  });
  it("resumes where the learner was for no link, a bad one or one at or past the end", () => {
    expect(startPosition(video, null)).toBe(42.5);
    expect(startPosition(video, "")).toBe(42.5);
    expect(startPosition(video, "abc")).toBe(42.5);
    expect(startPosition(video, "-3")).toBe(42.5);
    expect(startPosition(video, "99.5")).toBe(42.5);
  });
});
