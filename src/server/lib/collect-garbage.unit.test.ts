import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { collectGarbage } from "./collect-garbage";

describe("collectGarbage", () => {
  it("frees what nothing holds any more, at once", async () => {
    const weakly = new WeakRef(new Array(1_000_000).fill(1));
    // A WeakRef keeps its object alive until the end of the turn that made or read it.
    await nextTurn();
    collectGarbage();
    expect(weakly.deref()).toBeUndefined();
  });

  it("can be asked for again", async () => {
    const weakly = new WeakRef({ held: "nothing" });
    await nextTurn();
    collectGarbage();
    collectGarbage();
    expect(weakly.deref()).toBeUndefined();
  });
});
