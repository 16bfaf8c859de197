import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FirstScreenData, PageRequest, PreparedPage } from "../../shared/contracts/first-screen";

/** A page as the web app's server entry renders it (src/web/entry-server.tsx). */
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
 * The web app's server entry (src/web/entry-server.tsx), which reads the web app's route table
 * (src/web/router.tsx): the server asks it which paths are pages and what a page needs, and has it
 * render the first screens. The server never imports web code: it loads the built entry by path.
 */
export interface PageEntry {
  /** The paths answered with the app (200); any other page path answers it with 404. */
  pagePaths: readonly string[];
  /** A page's first-screen data for a request, its modules, and whether the server renders it. */
  preparePage: (url: string, request: PageRequest) => Promise<PreparedPage | null>;
  /** Absent: the browser renders every page (tests of the data alone). */
  renderFirstScreen?: RenderPage;
}

/**
 * The web app's server entry, built by `npm run build` next to the app (dist/ssr/entry-server.js).
 * Without it the server knows no page of the app: every page path answers the app with 404, which
 * still renders itself (`npm start` builds it first).
 */
export async function loadPageEntry(file: string | undefined): Promise<PageEntry | undefined> {
  if (!file || !existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const { PAGE_PATHS, preparePage, renderFirstScreen } = entry;
  if (
    !Array.isArray(PAGE_PATHS) ||
    typeof preparePage !== "function" ||
    typeof renderFirstScreen !== "function"
  ) {
    throw new Error(
      `${file} exports no PAGE_PATHS, preparePage and renderFirstScreen: run npm run build again.`,
    );
  }
  return {
    pagePaths: PAGE_PATHS as string[],
    preparePage: preparePage as PageEntry["preparePage"],
    renderFirstScreen: renderFirstScreen as RenderPage,
  };
}
