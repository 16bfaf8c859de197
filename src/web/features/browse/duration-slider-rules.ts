import { DURATION_STOPS } from "../../../shared/domain/durations";
import { type DurationRange, isFullDurationRange } from "./browse-url-state";

/** docs/product-rules.md "Constants": a slider change waits this long without another change before it is applied. */
export const DURATION_APPLY_DELAY_MS = 3000;

const LAST_STOP = DURATION_STOPS.length - 1;

export function minutesAt(index: number): number {
  return (DURATION_STOPS[index] ?? 0) / 60;
}

/** The range in words: "0–5 min", "20–30 min", "60+ min", "Any length". */
export function durationRangeLabel(range: DurationRange): string {
  if (isFullDurationRange(range)) return "Any length";
  const [lower, upper] = range;
  if (upper === LAST_STOP) return `${minutesAt(lower)}+ min`;
  return `${minutesAt(lower)}–${minutesAt(upper)} min`;
}

/**
 * docs/product-rules.md "Constants": moving back to the full range applies at once (the learner is clearing the filter);
 * any other range waits until the slider has been still for three seconds.
 */
export function durationApplyDelay(range: DurationRange): number {
  return isFullDurationRange(range) ? 0 : DURATION_APPLY_DELAY_MS;
}

export interface DurationApplier {
  /** The slider moved: apply now or after the delay, dropping any change still waiting. */
  change(range: DurationRange): void;
  /** Forget a waiting change (the filter changed elsewhere, or the slider is gone). */
  cancel(): void;
  /** Whether a change is waiting for its delay. */
  pending(): boolean;
}

/** The apply rule as a small timer object, kept free of React so it can be tested with fake timers. */
export function createDurationApplier(apply: (range: DurationRange) => void): DurationApplier {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    change(range) {
      cancel();
      const delay = durationApplyDelay(range);
      if (delay === 0) {
        apply(range);
        return;
      }
      timer = setTimeout(() => {
        timer = undefined;
        apply(range);
      }, delay);
    },
    cancel,
    pending: () => timer !== undefined,
  };
}
