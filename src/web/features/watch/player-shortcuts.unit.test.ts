import { describe, expect, it } from "vitest";
import { shortcutFor, steppedRate } from "./player-shortcuts";

const press = (key: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...more,
});

describe("shortcutFor", () => {
  it("maps each key to its action", () => {
    expect(shortcutFor(press(" "), "other")).toEqual({ kind: "togglePlay" });
    expect(shortcutFor(press("k"), "other")).toEqual({ kind: "togglePlay" });
    expect(shortcutFor(press("ArrowLeft"), "other")).toEqual({ kind: "seek", by: -5 });
    expect(shortcutFor(press("ArrowRight"), "other")).toEqual({ kind: "seek", by: 5 });
    expect(shortcutFor(press("j"), "other")).toEqual({ kind: "seek", by: -10 });
    expect(shortcutFor(press("l"), "other")).toEqual({ kind: "seek", by: 10 });
    expect(shortcutFor(press("f"), "other")).toEqual({ kind: "fullscreen" });
    expect(shortcutFor(press("c"), "other")).toEqual({ kind: "captions" });
    expect(shortcutFor(press("m"), "other")).toEqual({ kind: "mute" });
    expect(shortcutFor(press("<"), "other")).toEqual({ kind: "speed", step: -1 });
    expect(shortcutFor(press(">"), "other")).toEqual({ kind: "speed", step: 1 });
    expect(shortcutFor(press("?"), "other")).toEqual({ kind: "help" });
    expect(shortcutFor(press("K"), "other")).toEqual({ kind: "togglePlay" });
  });

  it("leaves every key to a text field and to a key with a modifier", () => {
    expect(shortcutFor(press("k"), "text")).toBeNull();
    expect(shortcutFor(press(" "), "text")).toBeNull();
    expect(shortcutFor(press("f", { ctrlKey: true }), "other")).toBeNull();
    expect(shortcutFor(press("l", { metaKey: true }), "other")).toBeNull();
    expect(shortcutFor(press("ArrowLeft", { altKey: true }), "other")).toBeNull();
  });

  it("leaves Space to a focused button and the arrows to a slider, the letters still work there", () => {
    expect(shortcutFor(press(" "), "control")).toBeNull();
    expect(shortcutFor(press("k"), "control")).toEqual({ kind: "togglePlay" });
    expect(shortcutFor(press("ArrowRight"), "control")).toEqual({ kind: "seek", by: 5 });
    expect(shortcutFor(press("ArrowRight"), "arrows")).toBeNull();
    expect(shortcutFor(press("l"), "arrows")).toEqual({ kind: "seek", by: 10 });
  });

  it("ignores the other keys", () => {
    expect(shortcutFor(press("x"), "other")).toBeNull();
    expect(shortcutFor(press("Enter"), "other")).toBeNull();
  });
});

describe("steppedRate", () => {
  it("steps through the offered speeds and stays at the ends", () => {
    expect(steppedRate(1, 1)).toBe(1.25);
    expect(steppedRate(1, -1)).toBe(0.75);
    expect(steppedRate(2, 1)).toBe(2);
    expect(steppedRate(0.5, -1)).toBe(0.5);
  });
});
