import { describe, expect, it } from "vitest";
import {
  and,
  andNot,
  andNotInto,
  type Bitset,
  bitsetOf,
  countBits,
  countBoth,
  emptyBitset,
  forEachBit,
  fullBitset,
  hasBit,
  orInto,
  orPostingsInto,
} from "./bitset";

const members = (set: Bitset) => {
  const out: number[] = [];
  forEachBit(set, (ordinal) => out.push(ordinal));
  return out;
};

describe("bitsets", () => {
  it("set every ordinal of a full set, and none past its size", () => {
    const full = fullBitset(70);
    expect(countBits(full)).toBe(70);
    expect(hasBit(full, 69)).toBe(true);
    expect(hasBit(full, 70)).toBe(false);
    expect(countBits(fullBitset(64))).toBe(64);
  });

  it("combine with AND, AND NOT and OR", () => {
    const a = bitsetOf(100, [0, 31, 32, 63, 99]);
    const b = bitsetOf(100, [31, 63, 64]);
    expect(members(and(a, b))).toEqual([31, 63]);
    expect(members(andNot(a, b))).toEqual([0, 32, 99]);
    const union = emptyBitset(100);
    orInto(union, a);
    orPostingsInto(union, Uint32Array.of(5, 64));
    expect(members(union)).toEqual([0, 5, 31, 32, 63, 64, 99]);
    const into = fullBitset(100);
    andNotInto(into, a, b);
    expect(members(into)).toEqual([0, 32, 99]);
  });

  it("count words whose top bit is set (negative in an Int32Array)", () => {
    const topBits = bitsetOf(96, [31, 63, 95, 1]);
    expect(countBits(topBits)).toBe(4);
    expect(countBoth(topBits, fullBitset(96))).toBe(4);
    expect(countBoth(topBits, bitsetOf(96, [31, 95]))).toBe(2);
  });

  it("visit members in increasing order, the top bit of a word included", () => {
    expect(members(bitsetOf(40, [39, 31, 0, 30]))).toEqual([0, 30, 31, 39]);
  });
});
