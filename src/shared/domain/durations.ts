/**
 * Duration bins of the browse slider, in seconds (docs/browse.md): 0–5, 5–10, 10–20,
 * 20–30, 30–60 and 60+ minutes. The slider's indexes point into DURATION_STOPS.
 */
export const DURATION_STOPS: readonly (number | null)[] = [0, 300, 600, 1200, 1800, 3600, null];

/** Slider index range covering everything. */
export const FULL_DURATION_RANGE: readonly [number, number] = [0, DURATION_STOPS.length - 1];

export interface DurationBin {
  start: number;
  /** Exclusive upper bound in seconds; null for the open top bin. */
  end: number | null;
}

export const DURATION_BINS: readonly DurationBin[] = DURATION_STOPS.slice(0, -1).map((start, i) => ({
  start: start as number,
  end: DURATION_STOPS[i + 1] ?? null,
}));

/** Clamps two slider indexes to the stops and orders them (docs/product-rules.md "Validation"). */
export function clampDurationRange(range: readonly [number, number]): [number, number] {
  const max = DURATION_STOPS.length - 1;
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.round(n))) : 0);
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  return a <= b ? [a, b] : [b, a];
}

/** The seconds bounds [lower, upper) that a slider range selects; null means unbounded. */
export function durationBoundsOf(range: readonly [number, number]): [number | null, number | null] {
  const [a, b] = clampDurationRange(range);
  const lower = a === 0 ? null : (DURATION_STOPS[a] ?? null);
  const upper = DURATION_STOPS[b] ?? null;
  return [lower, upper];
}
