import type { LevelBand } from "./learner-level";

const HOUR_SECONDS = 3600;

/** One local date's total input (video + off-platform), seconds. */
export interface DayInput {
  date: string;
  seconds: number;
}

/** A band the learner has reached, and the local date they reached it on. */
export interface LevelReached {
  name: string;
  /** Scaled hours at which the band starts. */
  hourMin: number;
  date: string;
}

/**
 * The date each band was reached: the first day on which the running total of the daily totals
 * (oldest first) got to the band's hours. Computed from the days every time, never stored, so that
 * the dates follow the bands when the language factor changes. The first band (0 h) counts as
 * reached on the first day with input; a band the days never get to is left out.
 */
export function levelReachedDates(days: readonly DayInput[], bands: readonly LevelBand[]): LevelReached[] {
  const reached: LevelReached[] = [];
  let totalSeconds = 0;
  let next = 0;
  for (const day of days) {
    totalSeconds += Math.max(0, day.seconds);
    if (totalSeconds <= 0) continue;
    // Several bands can be crossed on one day (a large import): each gets that date.
    while (next < bands.length && totalSeconds >= bands[next]!.hourMin * HOUR_SECONDS) {
      const band = bands[next]!;
      reached.push({ name: band.name, hourMin: band.hourMin, date: day.date });
      next++;
    }
    if (next === bands.length) break;
  }
  return reached;
}
