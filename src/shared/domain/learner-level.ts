/** One band of input hours on the way to understanding Russian (docs/progress.md "Level and the language factor"). */
export interface LevelBand {
  /** "" for the open top band, which has no name. */
  name: string;
  hourMin: number;
  /** Exclusive upper bound; null for the open top band. */
  hourMax: number | null;
}

/** The bands for a learner with language factor 1 (a Germanic or Romance language). */
export const LEVEL_BANDS: readonly LevelBand[] = [
  { name: "Beginner 0", hourMin: 0, hourMax: 30 },
  { name: "Beginner 1", hourMin: 30, hourMax: 80 },
  { name: "Beginner 2", hourMin: 80, hourMax: 150 },
  { name: "Intermediate 1", hourMin: 150, hourMax: 350 },
  { name: "Intermediate 2", hourMin: 350, hourMax: 800 },
  { name: "Advanced", hourMin: 800, hourMax: 1500 },
  { name: "", hourMin: 1500, hourMax: null },
];

/** Where the progress page's level bar ends by default, before scaling (docs/progress.md "Level and the language factor"). */
export const LEVEL_BAR_TOP_HOURS = 1600;

/** The bands with every bound multiplied by the learner's language factor. */
export function scaledBands(factor: number): LevelBand[] {
  return LEVEL_BANDS.map((band) => ({
    name: band.name,
    hourMin: band.hourMin * factor,
    hourMax: band.hourMax === null ? null : band.hourMax * factor,
  }));
}

export interface LearnerLevel {
  /** Index into LEVEL_BANDS. */
  index: number;
  band: LevelBand;
  /** How far through the band, 0..1; null in the open top band. */
  progress: number | null;
  /** Hours still to go to the next band; null in the open top band. */
  hoursToNext: number | null;
}

/** The band a total of input hours falls in, with the bands scaled by the language factor. */
export function learnerLevel(hours: number, factor: number): LearnerLevel {
  const bands = scaledBands(factor);
  const safeHours = Math.max(0, hours);
  const index = bands.findIndex((b) => b.hourMax === null || safeHours < b.hourMax);
  const band = bands[index] as LevelBand;
  if (band.hourMax === null) return { index, band, progress: null, hoursToNext: null };
  return {
    index,
    band,
    progress: (safeHours - band.hourMin) / (band.hourMax - band.hourMin),
    hoursToNext: band.hourMax - safeHours,
  };
}

/** The level bar's end: the scaled default top, or the learner's hours once they go beyond it. */
export function levelBarMaxHours(hours: number, factor: number): number {
  return Math.max(LEVEL_BAR_TOP_HOURS * factor, hours);
}

// Each step is at most twice the one before, so some step always lands 10 to 20 ticks.
const NICE_MANTISSAS = [1, 2, 2.5, 5] as const;

/**
 * The tick step of the level bar: the largest "nice" number (1, 2, 2.5 or 5 times a power of ten)
 * that gives at least 10 ticks; being nice and at most twice as coarse as needed, it gives at most
 * 20. A bar with no length gets step 1.
 */
export function chooseTickStep(maxHours: number): number {
  if (!Number.isFinite(maxHours) || maxHours <= 0) return 1;
  const target = maxHours / 10;
  let power = 10 ** Math.floor(Math.log10(target));
  if (power * 10 <= target) power *= 10; // log10 rounding at exact powers of ten
  let step = power;
  for (const mantissa of NICE_MANTISSAS) if (mantissa * power <= target) step = mantissa * power;
  return step;
}

/** The tick positions of a bar from 0 to maxHours (0 itself is the bar's start, not a tick). */
export function levelBarTicks(maxHours: number): number[] {
  const step = chooseTickStep(maxHours);
  const count = Math.floor(maxHours / step + 1e-9);
  return Array.from({ length: count }, (_, i) => Number(((i + 1) * step).toFixed(10)));
}

/** The summary's `pace`: the input of this many days, today included. */
export const PACE_WINDOW_DAYS = 30;
