import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createDurationApplier,
  DURATION_APPLY_DELAY_MS,
  durationApplyDelay,
  durationRangeLabel,
} from "./duration-slider-rules";
import { stopTickLabel, stopValueText } from "./duration-stop-labels";

describe("duration slider labels", () => {
  it("describes ranges in minutes", () => {
    expect(durationRangeLabel([0, 1])).toBe("0–5 min");
    expect(durationRangeLabel([2, 4])).toBe("10–30 min");
    expect(durationRangeLabel([5, 6])).toBe("60+ min");
    expect(durationRangeLabel([3, 6])).toBe("20+ min");
    expect(durationRangeLabel([0, 6])).toBe("Any length");
  });

  it("labels ticks and thumb values", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(stopTickLabel)).toEqual(["0", "5", "10", "20", "30", "60", "60+"]);
    expect(stopValueText(1)).toBe("5 min");
    expect(stopValueText(6)).toBe("no limit");
  });
});

describe("duration slider apply rule", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("applies a reset to the full range at once, anything else after 3 s", () => {
    expect(durationApplyDelay([0, 6])).toBe(0);
    expect(durationApplyDelay([0, 5])).toBe(DURATION_APPLY_DELAY_MS);
    expect(DURATION_APPLY_DELAY_MS).toBe(3000);
  });

  it("waits for 3 s without change, restarting the wait on every move", () => {
    const apply = vi.fn();
    const applier = createDurationApplier(apply);
    applier.change([1, 6]);
    vi.advanceTimersByTime(2000);
    applier.change([2, 6]);
    vi.advanceTimersByTime(2999);
    expect(apply).not.toHaveBeenCalled();
    expect(applier.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledExactlyOnceWith([2, 6]);
    expect(applier.pending()).toBe(false);
  });

  it("applies the full range immediately and drops the change that was waiting", () => {
    const apply = vi.fn();
    const applier = createDurationApplier(apply);
    applier.change([1, 6]);
    applier.change([0, 6]);
    expect(apply).toHaveBeenCalledExactlyOnceWith([0, 6]);
    vi.advanceTimersByTime(5000);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("forgets a waiting change when cancelled", () => {
    const apply = vi.fn();
    const applier = createDurationApplier(apply);
    applier.change([1, 2]);
    applier.cancel();
    vi.advanceTimersByTime(5000);
    expect(apply).not.toHaveBeenCalled();
  });
});
