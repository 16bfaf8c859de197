/** A box on the screen, in CSS pixels of the viewport. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The room kept between a floating menu and the viewport's edges. */
export const VIEWPORT_MARGIN = 8;
/** The gap between the toggle and its menu. */
const GAP = 4;

/**
 * Where a floating menu goes (docs/screens.md "Browse", the cards' "More actions"): under its
 * toggle, its right edge on the toggle's right edge (a card's menu sits at the card's end); above
 * the toggle when it does not fit below but fits above; then moved as little as needed to lie
 * inside the viewport, so every item can be reached at every width.
 */
export function placeMenu(
  toggle: Box,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = toggle.top + toggle.height + GAP;
  const above = toggle.top - GAP - menu.height;
  const fitsBelow = below + menu.height <= viewport.height - VIEWPORT_MARGIN;
  const fitsAbove = above >= VIEWPORT_MARGIN;
  const top = !fitsBelow && fitsAbove ? above : below;
  const left = toggle.left + toggle.width - menu.width;
  return {
    top: clamp(top, VIEWPORT_MARGIN, viewport.height - VIEWPORT_MARGIN - menu.height),
    left: clamp(left, VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - menu.width),
  };
}

/** value kept within [min, max]; a menu larger than the room keeps its start edge visible. */
function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}
