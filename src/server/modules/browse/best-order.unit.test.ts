import { describe, expect, it } from "vitest";
import { bestForYouOrder } from "./best-order";

// Ordinals 0..5 in the default order 5, 4, 3, 2, 1, 0 (newest first).
const fallback = Uint32Array.from([5, 4, 3, 2, 1, 0]);
const order = (coverage: number[], watched: number[] = []) => [
  ...bestForYouOrder(fallback, Float64Array.from(coverage), (o) => !watched.includes(o)),
];

describe("bestForYouOrder", () => {
  it("puts the videos nearest the comprehensible zone (90–98 %) first, those inside it tied", () => {
    //             0     1     2     3    4     5
    expect(order([0.5, 0.95, 0.85, 1.0, 0.92, 0.7])).toEqual([4, 1, 3, 2, 5, 0]);
  });

  it("keeps the default order between videos at the same distance", () => {
    expect(order([0.8, 0.8, 0.8, 0.8, 0.8, 0.8])).toEqual([5, 4, 3, 2, 1, 0]);
  });

  it("puts the videos without an analysed transcript after those with one", () => {
    expect(order([Number.NaN, 0.3, Number.NaN, 0.95, Number.NaN, 0.1])).toEqual([3, 1, 5, 4, 2, 0]);
  });

  it("puts the unwatched videos first, however near the zone a watched one is", () => {
    expect(order([0.95, 0.2, 0.9, Number.NaN, 0.5, 0.6], [0, 2])).toEqual([5, 4, 1, 3, 2, 0]);
  });
});
