import type { LevelBand } from "../../../shared/domain/learner-level";
import { levelBarTicks } from "../../../shared/domain/learner-level";

/** The open top band has no name (docs/progress.md "Level and the language factor"); the bar still has to call it something. */
export const TOP_BAND_NAME = "Beyond Advanced";

export function bandName(band: Pick<LevelBand, "name">): string {
  return band.name || TOP_BAND_NAME;
}

export interface BarSegment {
  name: string;
  /** Index into the bands, which picks the colour. */
  index: number;
  hourMin: number;
  /** The band's end, or the bar's end for the open top band. */
  hourMax: number;
  open: boolean;
  leftPct: number;
  widthPct: number;
}

export interface BarTick {
  hours: number;
  leftPct: number;
  /**
   * How readily the label is dropped on narrow screens: 0 every fourth tick counted from the end
   * (always shown), 1 the others of every second, 2 the rest.
   */
  rank: 0 | 1 | 2;
}

export interface LevelBarLayout {
  segments: BarSegment[];
  ticks: BarTick[];
  /** Where the learner stands, 0..100. */
  markerPct: number;
}

function tickRank(fromEnd: number): 0 | 1 | 2 {
  if (fromEnd % 4 === 0) return 0;
  return fromEnd % 2 === 0 ? 1 : 2;
}

const pct = (hours: number, max: number) => Math.min(100, Math.max(0, (hours / max) * 100));

/**
 * Places the (already scaled) bands, the ticks and the learner on a bar from 0 to maxHours. The
 * ticks are the shared rule's (10 to 20 of them); bands past the bar's end are left out.
 */
export function layOutLevelBar(bands: readonly LevelBand[], maxHours: number, hours: number): LevelBarLayout {
  const max = maxHours > 0 ? maxHours : 1;
  const segments = bands.flatMap((band, index) => {
    if (band.hourMin >= max) return [];
    const end = Math.min(band.hourMax ?? max, max);
    return [
      {
        name: bandName(band),
        index,
        hourMin: band.hourMin,
        hourMax: end,
        open: band.hourMax === null,
        leftPct: pct(band.hourMin, max),
        widthPct: pct(end, max) - pct(band.hourMin, max),
      },
    ];
  });
  const ticks = levelBarTicks(max).map((tickHours, i, all) => ({
    hours: tickHours,
    leftPct: pct(tickHours, max),
    // Counting from the end keeps the bar's last label, which says where it stops.
    rank: tickRank(all.length - 1 - i),
  }));
  return { segments, ticks, markerPct: pct(hours, max) };
}

/** "12.5", "1 234": hours as the summary shows them. */
export function formatHours(hours: number): string {
  return hours.toLocaleString("en-GB", { maximumFractionDigits: hours < 100 ? 1 : 0 });
}
