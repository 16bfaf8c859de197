/**
 * The colour mode a visitor chose in the user menu (docs/screens.md "Colour mode"): light, dark, or
 * the system's setting. Kept per browser in localStorage under COLOR_MODE_STORAGE_KEY; the server's
 * pages set it on <html> before the first paint (server/http/color-mode-script.ts), the app keeps
 * it in step afterwards (web/app/color-mode.ts).
 */
export const COLOR_MODES = ["light", "dark", "system"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
/** What the page is drawn in: Bootstrap's `data-bs-theme`. */
export type ColorScheme = "light" | "dark";

export const COLOR_MODE_STORAGE_KEY = "ponyatno.colorMode";

/** A stored value, read leniently: anything but "light" or "dark" (nothing stored, a stale value) is "system". */
export function parseColorMode(stored: string | null | undefined): ColorMode {
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** The scheme a mode draws the page in, given whether the system prefers dark. */
export function colorSchemeOf(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === "system") return systemPrefersDark ? "dark" : "light";
  return mode;
}
