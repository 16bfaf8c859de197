import { prerenderToNodeStream } from "react-dom/static";
import { matchPath, StaticRouter } from "react-router";
import type { FirstScreenData } from "../shared/contracts/first-screen";
import { AppRoot } from "./app/app-root";
import { seedFirstScreen } from "./app/first-screen";
import { createQueryClient } from "./lib/query-client";
import { AppRoutes } from "./router";

/**
 * The pages whose first screen the server renders (docs/decisions/015), with their route module
 * (router.tsx's lazy import, relative to src/web): each one's data is in FirstScreenData, so the
 * render shows the page, not its loading state. Others are rendered by the browser, as before.
 */
export const RENDERED_PAGES: Record<string, string> = {
  "/browse": "features/browse/browse-page.tsx",
};

/** A page's first screen as the server renders it. */
export interface RenderedPage {
  /** What goes in the root element. */
  html: string;
  /** The page's route module (src/web-relative): its script and styles are linked from the head. */
  module: string;
}

/**
 * The HTML of a page's first screen for the server to put in its root element (server:
 * plugins/page-renderer.ts), rendered from the same data the browser seeds its cache with before
 * it hydrates it (main.tsx); null for a page not in RENDERED_PAGES.
 */
export async function renderFirstScreen(url: string, data: FirstScreenData): Promise<RenderedPage | null> {
  const location = new URL(url, "http://ponyatno.invalid");
  const page = Object.keys(RENDERED_PAGES).find((pattern) => matchPath(pattern, location.pathname));
  const module = page && RENDERED_PAGES[page];
  if (!module) return null;
  const client = createQueryClient();
  seedFirstScreen(client, data, location);
  try {
    // prerender (not renderToString) waits for the lazy parts (the page's module, loaded once per
    // process), so the page hydrates without a gap.
    const { prelude } = await prerenderToNodeStream(
      <AppRoot client={client} desktop={data.desktop ?? false}>
        <StaticRouter location={location.pathname + location.search}>
          <AppRoutes />
        </StaticRouter>
      </AppRoot>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString("utf8"), module };
  } finally {
    client.clear();
  }
}
