import { createHash } from "node:crypto";
import { COLOR_MODE_STORAGE_KEY } from "../../shared/domain/color-mode";

/**
 * The inline script at the top of every page's head that sets `data-bs-theme` on <html> before
 * anything is painted, so that a dark page never flashes white (docs/screens.md "Colour mode"). It
 * repeats `parseColorMode` and `colorSchemeOf` (shared/domain/color-mode.ts) in plain ES5, since
 * it runs before any module; the app keeps the attribute in step afterwards. Its text never
 * changes, so the Content-Security-Policy allows it by its hash.
 */
export const COLOR_MODE_SCRIPT = [
  "(function(){var m;",
  `try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}`,
  "if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';",
  "document.documentElement.setAttribute('data-bs-theme',m)})()",
].join("");

/** The CSP source that allows COLOR_MODE_SCRIPT, and only it. */
export const COLOR_MODE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(COLOR_MODE_SCRIPT).digest("base64")}'`;

/** index.html with the script first in its head (unchanged if it has no `<head>`). */
export function withColorModeScript(html: string): string {
  return html.replace(/<head>/, `<head><script>${COLOR_MODE_SCRIPT}</script>`);
}
