import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FirstScreenData } from "../../shared/contracts/first-screen";

/** A page as the web app's server entry prepares it (src/web/entry-server.tsx). */
export interface RenderedPage {
  /** What goes in the root element: its first screen, or null for a page the app renders itself. */
  html: string | null;
  /** The page's route modules, relative to src/web: the build's manifest names their files. */
  modules: string[];
}

/**
 * Renders a page's first screen to HTML from its first-screen data, as the web app will hydrate it
 * (src/web/entry-server.tsx), and names its modules; null for a path that is no page of the app.
 */
export type RenderPage = (url: string, data: FirstScreenData) => Promise<RenderedPage | null>;

/**
 * The web app's server entry, built by `npm run build` next to the app (dist/ssr/entry-server.js).
 * Without it (API tests, a build without it) pages carry their data only, as before.
 */
export async function loadPageRenderer(file: string | undefined): Promise<RenderPage | undefined> {
  if (!file || !existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
  if (typeof entry.renderFirstScreen !== "function") {
    throw new Error(`${file} exports no renderFirstScreen: run npm run build again.`);
  }
  return entry.renderFirstScreen as RenderPage;
}
