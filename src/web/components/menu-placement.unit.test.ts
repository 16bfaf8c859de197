import { describe, expect, it } from "vitest";
import { placeMenu, VIEWPORT_MARGIN } from "./menu-placement";

const viewport = { width: 1366, height: 800 };
const menu = { width: 176, height: 48 };

describe("placeMenu", () => {
  it("opens under the toggle, right edges aligned", () => {
    const toggle = { top: 300, left: 600, width: 32, height: 32 };
    expect(placeMenu(toggle, menu, viewport)).toEqual({ top: 336, left: 632 - 176 });
  });

  it("opens above the toggle when there is no room below", () => {
    const toggle = { top: 760, left: 600, width: 32, height: 32 };
    expect(placeMenu(toggle, menu, viewport)).toEqual({ top: 760 - 4 - 48, left: 456 });
  });

  it("stays inside the left edge when the toggle is at the start of a line (a wrapped footer)", () => {
    const toggle = { top: 300, left: 10, width: 32, height: 32 };
    expect(placeMenu(toggle, menu, viewport).left).toBe(VIEWPORT_MARGIN);
  });

  it("stays inside a phone's viewport on both axes", () => {
    const phone = { width: 320, height: 500 };
    const toggle = { top: -20, left: 300, width: 32, height: 32 };
    const { top, left } = placeMenu(toggle, { width: 400, height: 60 }, phone);
    expect(left).toBe(VIEWPORT_MARGIN);
    expect(top).toBeGreaterThanOrEqual(VIEWPORT_MARGIN);
  });

  it("keeps the menu's top visible when the viewport is shorter than the menu", () => {
    const toggle = { top: 100, left: 600, width: 32, height: 32 };
    expect(placeMenu(toggle, { width: 176, height: 900 }, viewport).top).toBe(VIEWPORT_MARGIN);
  });
});
