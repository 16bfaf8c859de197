import { Suspense } from "react";
import { browseRoutes } from "../shared/contracts/browse-values";
import type {
  FirstScreenAdmin,
  FirstScreenBrowse,
  FirstScreenProgress,
  FirstScreenWatch,
} from "../shared/contracts/first-screen";
import { progressRoutes } from "../shared/contracts/progress-values";
import { videoRoutes } from "../shared/contracts/video-values";
import { filterFromSearchParams, filterToSearchParams } from "../shared/domain/browse-url";
import { watchedVideoId } from "../shared/domain/page-path";
import { hasPremiumAccess } from "../shared/domain/roles";
import { AppLayout } from "./app/app-layout";
import { firstScreen, type PageFirstScreen, type PageLocation } from "./app/first-screen";
import { type LazyPage, lazyPage, type PageModule, PageView, ShellView } from "./app/lazy-page";
import { LoadingScreen } from "./app/loading-screen";
import { sessionKeyOf } from "./app/user-query";
import {
  adminQueryKey,
  browseStatisticsKey,
  browseVideosKey,
  overallQueryKey,
  videoQueryKey,
} from "./lib/query-keys";
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
   * The server renders its first screen and the browser hydrates it (docs/decisions/015): what it
   * shows first must come with it (`firstScreen`), or the render shows its loading state.
   */
  rendered?: boolean;
  /** The answers the page's HTML carries for its first screen, and the queries they seed. */
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
const page = (path: string, module: string, options: PageOptions = {}): PageRoute => ({
  path,
  module,
  ...options,
});

/** An admin section, below the admin hub's buttons (the hub's `<Outlet />`). */
const adminSection = (path: string, module: string, options: PageOptions = {}): PageRoute => ({
  path,
  module,
  hub: "features/admin/admin-hub-page.tsx",
  ...options,
});

type PageOptions = Pick<PageRoute, "rendered" | "firstScreen">;

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
 * The server renders these pages' first screens (docs/decisions/015), with the data of their
 * calls (app/first-screen.ts FirstScreen).
 */
const rendered = {
  /** The first page of videos and the statistics for the URL's filter (docs/browse.md). */
  browse: {
    rendered: true,
    firstScreen: firstScreen<FirstScreenBrowse, "query">({
      field: "browse",
      scope: (location) => ({ query: browseQueryOf(location) }),
      calls: ({ query }) => ({
        videos: withParam(browseRoutes.videos, query, "page", "1"),
        statistics: `${browseRoutes.statistics}?${query}`,
      }),
      // The data shapes of useBrowseVideos (an infinite query from page 1) and useBrowseStatistics.
      queries: ({ query, videos, statistics }, user) => [
        { queryKey: browseVideosKey(user.id, query), data: { pages: [videos], pageParams: [1] } },
        { queryKey: browseStatisticsKey(user.id, query), data: statistics },
      ],
      // A random order is the user's own (seeded by their id).
      forNewVisitor: ({ query }) => filterFromSearchParams(new URLSearchParams(query)).sort !== "random",
      preloadImage: ({ videos }) => videos.videos[0]?.thumbnailUrl,
    }),
  },
  /**
   * The video as GET /api/video/{id} gives it to the caller: the server draws its poster in the
   * player's box (the page's largest paint), and the page with the learner's stored choices.
   */
  watch: {
    rendered: true,
    firstScreen: firstScreen<FirstScreenWatch, "videoId">({
      field: "watch",
      scope: (location) => {
        const videoId = watchedVideoId(location.pathname);
        return videoId === null ? null : { videoId };
      },
      calls: ({ videoId }) => ({ answer: videoRoutes.video(videoId) }),
      queries: ({ videoId, answer }, user) => [
        { queryKey: videoQueryKey(videoId, user.id, hasPremiumAccess(user)), data: answer },
      ],
      preloadImage: ({ answer }) => answer.video.thumbnailUrl,
      watchChoices: true,
    }),
  },
  /** The summary's figures, for a visitor with a session (the call's rule). */
  progress: {
    rendered: true,
    firstScreen: firstScreen<FirstScreenProgress, never>({
      field: "progress",
      scope: () => ({}),
      calls: () => ({ overall: progressRoutes.overall }),
      queries: ({ overall }, user) => [{ queryKey: overallQueryKey(user.id), data: overall }],
    }),
  },
  /**
   * The hub's and the list's first answers, for an admin (the admin gate's rule). Their paths are
   * written here: the admin contracts (admin.ts, catalog-admin.ts) carry zod, which the first
   * screen's script must not (docs/decisions/012).
   */
  adminVideo: {
    rendered: true,
    firstScreen: firstScreen<FirstScreenAdmin, never>({
      field: "admin",
      scope: () => ({}),
      calls: () => ({ audit: "/api/admin/audit", videos: "/api/admin/video" }),
      queries: ({ audit, videos }, user) => [
        { queryKey: adminQueryKey(sessionKeyOf(user), "audit"), data: audit },
        { queryKey: adminQueryKey(sessionKeyOf(user), "videos"), data: videos },
      ],
    }),
  },
} satisfies Record<string, PageOptions>;

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
  page("/premium", "features/premium/premium-page.tsx"),
  page("/claim-premium", "features/claim-premium/claim-premium-page.tsx"),
  page("/feedback", "features/feedback/feedback-page.tsx"),
  page("/account", "features/account/account-page.tsx"),
  adminSection("/admin", "features/admin/admin-index-page.tsx"),
  adminSection("/admin/upload-content-planner", "features/admin/admin-upload-content-planner-page.tsx"),
  adminSection("/admin/user", "features/admin/admin-user-page.tsx"),
  adminSection("/admin/video", "features/admin/admin-video-page.tsx", rendered.adminVideo),
  adminSection("/admin/topic", "features/admin/admin-topic-page.tsx"),
  adminSection("/admin/channel", "features/admin/admin-channel-page.tsx"),
  adminSection("/admin/speaker", "features/admin/admin-speaker-page.tsx"),
  adminSection("/admin/video-add", "features/admin/admin-video-add-page.tsx"),
  adminSection("/admin/emails", "features/admin/admin-emails-page.tsx"),
  adminSection("/admin/feedback", "features/admin/admin-feedback-page.tsx"),
  page("/qna", "features/qna/qna-page.tsx"),
  page("/unsubscribe", "features/unsubscribe/unsubscribe-page.tsx"),
  page("/contact-us", "features/contact-us/contact-us-page.tsx"),
  page("*", "features/not-found/not-found-page.tsx"),
];

/** The pages of the table (not its redirects). */
export const pageRoutes: readonly PageRoute[] = routes.filter(
  (route): route is PageRoute => "module" in route,
);

function renderRoute(route: AppRoute) {
  if ("redirectTo" in route) return <Redirect to={route.redirectTo} replace />;
  if (!route.hub) return <PageView page={lazyPageOf(route.module)} />;
  return <PageView page={lazyPageOf(route.hub)} outlet={<PageView page={lazyPageOf(route.module)} />} />;
}

/**
 * The app: the shell (in the entry chunk: every page needs it, and it starts loading the user at
 * once) around the location's page. A page's module loading on a first visit shows the loading
 * screen; on a later navigation the move is a transition (lib/router/location.tsx), which keeps
 * the current page until the next one is ready.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ShellView>
        <AppLayout>
          <Routes routes={routes} render={renderRoute} />
        </AppLayout>
      </ShellView>
    </Suspense>
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

/** The first screen of the page at a location, if its route declares one. */
export function firstScreenAt(location: PageLocation): PageFirstScreen | undefined {
  return findRoute(pageRoutes, location.pathname)?.firstScreen;
}
