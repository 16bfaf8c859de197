import { describe, expect, it } from "vitest";
import { mayRateVideo } from "./rating-window";

describe("mayRateVideo", () => {
  it("opens at 90% of the video watched at normal speed", () => {
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 90, positionSeconds: 90 })).toBe(true);
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 95, positionSeconds: 100 })).toBe(true);
  });

  it("stays shut before the learner reaches 90% of the video", () => {
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 80, positionSeconds: 89.9 })).toBe(false);
  });

  it("opens at 2× speed, where 90% of the video takes 45% of its length", () => {
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 45, positionSeconds: 95 })).toBe(true);
  });

  it("stays shut for a jump to the end without the time it takes to watch it", () => {
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 44.9, positionSeconds: 100 })).toBe(false);
    expect(mayRateVideo({ durationSeconds: 100, creditedSeconds: 0, positionSeconds: 100 })).toBe(false);
  });

  it("stays shut for a video without a length", () => {
    expect(mayRateVideo({ durationSeconds: 0, creditedSeconds: 10, positionSeconds: 10 })).toBe(false);
  });
});
