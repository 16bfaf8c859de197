import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import type { BrowseVideosResponse } from "../shared/contracts/browse";
import { browseRoutes } from "../shared/contracts/browse-values";
import { progressRoutes } from "../shared/contracts/progress-values";
import type { VideoResponse } from "../shared/contracts/video";
import { videoRoutes } from "../shared/contracts/video-values";
import { wordsRoutes } from "../shared/contracts/words-routes";
import { filterFromSearchParams, filterToSearchParams } from "../shared/domain/browse-url";
import { watchedVideoId } from "../shared/domain/page-path";
import { hasPremiumAccess } from "../shared/domain/roles";
import { AppLayout } from "./app/app-layout";
import {
  type FirstScreenRoute,
  type PageFirstScreen,
  type PageGuard,
  type PageLocation,
  pageQuery,
} from "./app/first-screen";
import { type LazyPage, lazyPage, type PageModule, PageView, ShellView } from "./app/lazy-page";
import { LoadingScreen } from "./app/loading-screen";
import { RouteTitle } from "./app/route-title";
import { sessionKeyOf } from "./app/user-query";
import { ADMIN_SECTIONS, type AdminSectionName } from "./features/admin/admin-sections";
import {
  adminQueryKey,
  browseStatisticsKey,
  browseVideosKey,
  overallQueryKey,
  videoQueryKey,
  wordsSummaryQueryKey,
} from "./lib/query-keys";
import { LinkIntent } from "./lib/router/link";
import { findRoute, Redirect, Routes } from "./lib/router/routes";

/**
 * Every page's module, by its path below src/web (`features/browse/browse-page.tsx`), loaded on
 * first use: each page is its own script chunk. A route names its module once, by that path,
 * which is also the key of Vite's manifest the server reads to link the page's scripts and
 * stylesheets from its head (plugins/route-assets.ts).
 */
const PAGE_FILES = import.meta.glob<PageModule>("./features/*/*-page.tsx");

/** A page of the app (for the admin sections, in the admin hub). */
export interface PageRoute {
  /** wouter's (regexparam's) pattern: first match wins. */
  path: string;
  /** The page's module, relative to src/web: exports `Component` (and optionally `ErrorBoundary`). */
  module: string;
  /** The module around it, whose `<Outlet />` shows the page (the admin hub), if any. */
  hub?: string;
  /**
   * The browser tab's name (app/route-title.tsx), " · Ponyatno" added; a page that names itself
   * after what it shows (the watch page, after its video) or its state (an error) sets its own.
   */
  title: string;
  /** Who the page is for (app/first-screen.ts PageGuard); default `none`, anyone. */
  guard?: PageGuard;
  /**
   * The server renders its first screen and the browser hydrates it (docs/decisions/015): the
   * queries its first screen shows, which the server runs for the caller and puts in the page.
   */
  firstScreen?: PageFirstScreen;
}

/** A route of the app: a page, or a path that moves to another. */
type AppRoute = PageRoute | { path: string; redirectTo: string };

const lazyPages = new Map<string, LazyPage>();

/** The lazy page of a module of PAGE_FILES, one per module (the admin hub is the same for all its sections). */
function lazyPageOf(module: string): LazyPage {
  let lazy = lazyPages.get(module);
  if (!lazy) {
    const load = PAGE_FILES[`./${module}`];
    if (!load) throw new Error(`router.tsx: no page module ${module} (features/<feature>/<name>-page.tsx)`);
    lazy = lazyPage(load);
    lazyPages.set(module, lazy);
  }
  return lazy;
}

/**
 * Routes are matched by wouter (regexparam patterns, first match wins): React Router was ~12 KB of
 * the script every page waits for (docs/decisions/015).
 */
const page = (path: string, module: string, options: PageOptions): PageRoute => ({
  path,
  module,
  ...options,
});

/** An admin section, below the admin hub's buttons (the hub's `<Outlet />`). */
const adminSection = (path: string, module: string, options: Omit<PageOptions, "guard">): PageRoute => ({
  path,
  module,
  hub: "features/admin/admin-hub-page.tsx",
  guard: "admin",
  ...options,
});

/** A section named `name`: at /admin/<name>, its module features/admin/admin-<name>-page.tsx. */
const adminPage = (name: string, options: Omit<PageOptions, "guard">): PageRoute =>
  adminSection(`/admin/${name}`, `features/admin/admin-${name}-page.tsx`, options);

type PageOptions = Pick<PageRoute, "title" | "guard" | "firstScreen">;

/** The query of /browse's calls for the URL's filter, as the browse hooks key it (browse-queries.ts). */
const browseQueryOf = (location: PageLocation) =>
  filterToSearchParams(filterFromSearchParams(new URLSearchParams(location.search))).toString();

/** `path?query`, with one more parameter. */
const withParam = (path: string, query: string, name: string, value: string) => {
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${path}?${params}`;
};

/**
 * The server renders these pages' first screens (docs/decisions/015), with the answers of their
 * queries (app/first-screen.ts PageFirstScreen), for the user the app shows.
 */
const rendered = {
  /** The first page of videos and the statistics for the URL's filter (docs/browse.md). */
  browse: {
    title: "Browse videos",
    firstScreen: {
      // The keys and calls of useBrowseVideos (an infinite query from page 1) and useBrowseStatistics.
      queries: (location, user) => {
        const query = browseQueryOf(location);
        return [
          pageQuery<BrowseVideosResponse>(
            browseVideosKey(user.id, query),
            withParam(browseRoutes.videos, query, "page", "1"),
            true,
          ),
          pageQuery(browseStatisticsKey(user.id, query), `${browseRoutes.statistics}?${query}`),
        ];
      },
      // A random order is the user's own (seeded by their id).
      forNewVisitor: (location) =>
        filterFromSearchParams(new URLSearchParams(location.search)).sort !== "random",
      preloadImage: ([videos]) => (videos as BrowseVideosResponse).videos[0]?.thumbnailUrl,
    },
  },
  /**
   * The video as GET /api/video/{id} gives it to the caller: the server draws its poster in the
   * player's box (the page's largest paint), and the page with the learner's stored choices.
   */
  watch: {
    // Until its video is in: then the page names the tab after it.
    title: "Watch",
    firstScreen: {
      queries: (location, user) => {
        const videoId = watchedVideoId(location.pathname);
        if (videoId === null) return null;
        const key = videoQueryKey(videoId, user.id, hasPremiumAccess(user));
        return [pageQuery<VideoResponse>(key, videoRoutes.video(videoId))];
      },
      preloadImage: ([answer]) => (answer as VideoResponse).video.thumbnailUrl,
      watchChoices: true,
    },
  },
  /**
   * The summary's figures and its words tiles, for a visitor with a session: drawn with the page,
   * the tiles do not push the level and the rest down once it is live.
   */
  progress: {
    title: "My Progress",
    guard: "session",
    firstScreen: {
      queries: (_location, user) => [
        pageQuery(overallQueryKey(user.id), progressRoutes.overall),
        pageQuery(wordsSummaryQueryKey(user.id), wordsRoutes.summary),
      ],
    },
  },
} satisfies Record<string, PageOptions>;

/** The admin sections the server renders (their titles are the sections' own, admin-sections.ts). */
const adminFirstScreens: Partial<Record<AdminSectionName, Pick<PageOptions, "firstScreen">>> = {
  /**
   * The hub's and the list's first answers, for an admin (its section's guard; the admin gate's
   * rule on the calls). Their paths are written here: the admin contracts (admin.ts,
   * catalog-admin.ts) carry zod, which the first screen's script must not (docs/decisions/012).
   */
  video: {
    firstScreen: {
      queries: (_location, user) => [
        pageQuery(adminQueryKey(sessionKeyOf(user), "audit"), "/api/admin/audit"),
        pageQuery(adminQueryKey(sessionKeyOf(user), "videos"), "/api/admin/video"),
      ],
    },
  },
};

/**
 * The route table, the one list of the app's pages: the browser's routes and its preload before
 * hydration, the server's render, the pages it answers and the files it links from a page's head
 * all read it (docs/architecture.md "How to add a page").
 */
export const routes: readonly AppRoute[] = [
  { path: "/", redirectTo: "/browse" },
  page("/browse", "features/browse/browse-page.tsx", rendered.browse),
  page("/watch/:videoId", "features/watch/watch-page.tsx", rendered.watch),
  page("/progress", "features/progress/progress-page.tsx", rendered.progress),
  page("/playlists", "features/playlists/playlists-page.tsx", { title: "My Playlists" }),
  page("/playlists/:id", "features/playlists/playlists-page.tsx", { title: "My Playlists" }),
  page("/series", "features/series/series-page.tsx", { title: "Series" }),
  page("/series/:id", "features/series/series-page.tsx", { title: "Series" }),
  page("/premium", "features/premium/premium-page.tsx", { title: "Premium" }),
  page("/claim-premium", "features/claim-premium/claim-premium-page.tsx", { title: "Claim Premium" }),
  page("/feedback", "features/feedback/feedback-page.tsx", { title: "Feedback" }),
  page("/account", "features/account/account-page.tsx", { title: "Account settings" }),
  adminSection("/admin", "features/admin/admin-index-page.tsx", { title: "Admin" }),
  ...ADMIN_SECTIONS.map(({ name, title }) => adminPage(name, { title, ...adminFirstScreens[name] })),
  page("/qna", "features/qna/qna-page.tsx", { title: "Q&A" }),
  page("/unsubscribe", "features/unsubscribe/unsubscribe-page.tsx", { title: "Unsubscribe" }),
  page("/contact-us", "features/contact-us/contact-us-page.tsx", { title: "Contact Us" }),
  page("*", "features/not-found/not-found-page.tsx", { title: "Page not found" }),
];

/** The pages of the table (not its redirects). */
export const pageRoutes: readonly PageRoute[] = routes.filter(
  (route): route is PageRoute => "module" in route,
);

function renderRoute(route: AppRoute) {
  if ("redirectTo" in route) return <Redirect to={route.redirectTo} replace />;
  const view = route.hub ? (
    <PageView page={lazyPageOf(route.hub)} outlet={<PageView page={lazyPageOf(route.module)} />} />
  ) : (
    <PageView page={lazyPageOf(route.module)} />
  );
  return <RouteTitle title={route.title}>{view}</RouteTitle>;
}

/**
 * The app: the shell (in the entry chunk: every page needs it, and it starts loading the user at
 * once) around the location's page. A page's module loading on a first visit shows the loading
 * screen; on a later navigation the move is a transition (lib/router/location.tsx), which keeps
 * the current page until the next one is ready.
 */
export function AppRoutes() {
  const client = useQueryClient();
  return (
    <LinkIntent value={(href) => prefetchPage(client, href)}>
      <Suspense fallback={<LoadingScreen />}>
        <ShellView>
          <AppLayout>
            <Routes routes={routes} render={renderRoute} />
          </AppLayout>
        </ShellView>
      </Suspense>
    </LinkIntent>
  );
}

/**
 * Loads the modules of a location's pages, so that the first render of a page the server rendered
 * is that page at once, not its loading state: hydration must render what the server did. A module
 * that fails to load is left to the page, which shows its error.
 */
export async function preloadPages(location: PageLocation): Promise<void> {
  const route = findRoute(routes, location.pathname);
  if (!route || "redirectTo" in route) return;
  const modules = route.hub ? [route.hub, route.module] : [route.module];
  await Promise.all(
    modules.map((module) =>
      lazyPageOf(module)
        .preload()
        .catch(() => undefined),
    ),
  );
}

/**
 * Readies the page a link leads to while the learner points at it, focuses it or touches it: its
 * modules (and their stylesheets), and its first screen's answers for the user the app shows
 * (app/first-screen-fetch.ts `prefetchFirstScreen`, loaded on the first link readied: nothing
 * of it is needed before a page is live). The move then shows the page at once.
 */
export function prefetchPage(client: QueryClient, href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const route = findRoute(pageRoutes, url.pathname);
  if (!route) return;
  void preloadPages(url);
  void import("./app/first-screen-fetch").then(({ prefetchFirstScreen }) =>
    prefetchFirstScreen(client, route, url),
  );
}

/** The route of the page at a location, as its first screen reads it. */
export function firstScreenAt(location: PageLocation): FirstScreenRoute | undefined {
  return findRoute(pageRoutes, location.pathname);
}
