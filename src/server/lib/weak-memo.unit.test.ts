import { describe, expect, it } from "vitest";
import { createWeakMemo } from "./weak-memo";

describe("createWeakMemo", () => {
  it("gives the same value for the same objects, and makes one for any other path", () => {
    const memo = createWeakMemo<{ n: number }>();
    const [a, b] = [{}, {}];
    let made = 0;
    const make = () => ({ n: ++made });
    const first = memo([a, b], make);
    expect(memo([a, b], make)).toBe(first);
    expect(memo([b, a], make)).toEqual({ n: 2 });
    expect(memo([a], make)).toEqual({ n: 3 });
    expect(memo([a, {}], make)).toEqual({ n: 4 });
    expect(made).toBe(4);
  });
});
