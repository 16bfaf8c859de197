import type { WordsSummaryResponse } from "../../../shared/contracts/words";
import type { ChartPoint } from "./line-chart";

/**
 * The chart's points from the summary's growth (docs/words.md "Acquired words", the growth curve):
 * hours of input across, acquired words up, starting from nothing at hour 0 so a first point is
 * never drawn alone. No growth, no points: the chart is not shown.
 */
export function growthPoints(growth: WordsSummaryResponse["growth"]): ChartPoint[] {
  const first = growth[0];
  if (!first) return [];
  const points = growth.map((g) => ({ key: g.hours, x: g.hours, y: g.acquired }));
  return first.hours > 0 ? [{ key: "start", x: 0, y: 0 }, ...points] : points;
}
