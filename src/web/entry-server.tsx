import { type DehydratedState, dehydrate } from "@tanstack/react-query";
// The browser build of the renderer, on purpose: the Node build keeps its request in an
// AsyncLocalStorage, whose first `run` turns on Node's promise hooks for the whole process, so
// every promise of every API call then pays for them (docs/benchmarks.md). Web streams serve here.
import { prerender } from "react-dom/static.browser";
import type { FirstScreenData, PageRequest, PreparedPage } from "../shared/contracts/first-screen";
import { AppRoot } from "./app/app-root";
import { seedFirstScreen } from "./app/first-screen";
import { fetchFirstScreen } from "./app/first-screen-fetch";
import { createQueryClient } from "./lib/query-client";
import { StaticLocation } from "./lib/router/location";
import { findRoute } from "./lib/router/routes";
import { AppRoutes, pageRoutes, routes } from "./router";

/**
 * Each page's modules (router.tsx's table, relative to src/web), the admin hub's around its
 * sections': the server links their scripts and stylesheets from the page's head, so that they
 * load with the app's entry rather than after it has run. Not the "page not found" route: a path
 * no page matches is the server's 404.
 */
export const PAGE_MODULES: Record<string, string[]> = Object.fromEntries(
  pageRoutes
    .filter((route) => route.path !== "*")
    .map((route) => [route.path, route.hub ? [route.hub, route.module] : [route.module]]),
);

/**
 * The pages whose first screen the server renders, those whose route declares it (router.tsx's
 * `firstScreen`; docs/decisions/015): its queries' answers are in FirstScreenData, so the render
 * shows the page, not its loading state. Others are rendered by the browser, as before.
 */
export const RENDERED_PAGES: readonly string[] = pageRoutes
  .filter((route) => route.firstScreen)
  .map((r) => r.path);

/**
 * The paths the server answers with the app (router.tsx's table, its redirects too); any other
 * page path answers it with 404, and the app shows its "page not found".
 */
export const PAGE_PATHS: readonly string[] = routes.map((route) => route.path).filter((path) => path !== "*");

const BASE_URL = "http://ponyatno.invalid";

/**
 * What the server needs for a page request (server: plugins/web-app.ts): its first screen's data
 * (the route's `firstScreen`: its queries, run for the caller through `request.get` in a fresh
 * QueryClient and dehydrated), the image to preload, its modules, and whether it renders it; null
 * for a path that is no page of the app.
 */
export async function preparePage(url: string, request: PageRequest): Promise<PreparedPage | null> {
  const location = new URL(url, BASE_URL);
  const route = findRoute(pageRoutes, location.pathname);
  const modules = route && PAGE_MODULES[route.path];
  if (!route || !modules) return null;
  const page = route.firstScreen;
  const prepared: PreparedPage = { data: { ...request.head }, modules, rendered: page !== undefined };
  const client = createQueryClient();
  try {
    const answers = await fetchFirstScreen(client, route, location, request);
    if (!page || !answers) return prepared;
    prepared.data = {
      ...request.head,
      queries: withoutServerClock(dehydrate(client)),
      ...(page.watchChoices && { watchChoices: request.watchChoices }),
    };
    prepared.preloadImage = page.preloadImage?.(answers) || undefined;
    return prepared;
  } finally {
    client.clear();
  }
}

/**
 * The dehydrated answers without the server's clock (when they were fetched and dehydrated): the
 * browser counts their freshness by its own (seedFirstScreen), so the page does not need it, and
 * without it the same answers make the same page to the byte, which the server renders and
 * compresses once (server: plugins/render-cache.ts, plugins/compression.ts).
 */
function withoutServerClock(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}

/** A page as the server renders it. */
export interface RenderedPage {
  /** What goes in the root element: its first screen, or null for a page the browser renders. */
  html: string | null;
  /** The page's modules (src/web-relative): their scripts and styles are linked from the head. */
  modules: string[];
}

/**
 * The HTML of a page's first screen for the server to put in its root element (server:
 * plugins/page-renderer.ts), rendered from the same data the browser seeds its cache with before
 * it hydrates it (main.tsx), and the page's modules; null for a path that is no page of the app.
 */
export async function renderFirstScreen(url: string, data: FirstScreenData): Promise<RenderedPage | null> {
  const location = new URL(url, BASE_URL);
  const route = findRoute(pageRoutes, location.pathname);
  const modules = route && PAGE_MODULES[route.path];
  if (!route || !modules) return null;
  if (!route.firstScreen) return { html: null, modules };
  const client = createQueryClient();
  seedFirstScreen(client, data, location, route);
  try {
    // prerender (not renderToString) waits for the lazy parts (the page's module, loaded once per
    // process), so the page hydrates without a gap.
    const { prelude } = await prerender(
      <AppRoot
        client={client}
        desktop={data.desktop ?? false}
        watchChoices={data.watchChoices ?? null}
        startsLive={false}
      >
        <StaticLocation url={location.pathname + location.search}>
          <AppRoutes />
        </StaticLocation>
      </AppRoot>,
    );
    return { html: await new Response(prelude).text(), modules };
  } finally {
    client.clear();
  }
}
