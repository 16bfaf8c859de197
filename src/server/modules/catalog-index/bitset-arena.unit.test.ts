import { describe, expect, it } from "vitest";
import { bitsetOf, countBits, hasBit } from "./bitset";
import { BitsetArena } from "./bitset-arena";

describe("bitset arena", () => {
  it("hands out distinct sets within a call, empty ones empty", () => {
    const arena = new BitsetArena();
    arena.begin(100);
    const a = arena.empty();
    const b = arena.copyOf(bitsetOf(100, [3, 97]));
    expect(a).not.toBe(b);
    expect(a.length).toBe(4);
    expect(countBits(a)).toBe(0);
    expect(hasBit(b, 97)).toBe(true);
  });

  it("reuses the sets of the previous call, emptied when asked for empty ones", () => {
    const arena = new BitsetArena();
    arena.begin(100);
    const first = arena.copyOf(bitsetOf(100, [1, 2, 3]));
    arena.begin(100);
    const again = arena.empty();
    expect(again).toBe(first);
    expect(countBits(again)).toBe(0);
  });

  it("starts over with sets of a new size when the catalog's size changes", () => {
    const arena = new BitsetArena();
    arena.begin(100);
    arena.empty();
    arena.begin(1000);
    expect(arena.overwritable().length).toBe(32);
  });
});
