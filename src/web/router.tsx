import { Suspense } from "react";
import { matchRoutes, Navigate, type RouteObject, useRoutes } from "react-router";
import { AppLayout } from "./app/app-layout";
import type { PageLocation } from "./app/first-screen";
import { type LazyPage, lazyPage, PageView, ShellView } from "./app/lazy-page";
import { LoadingScreen } from "./app/loading-screen";

/**
 * Every page is a lazy module exporting `Component` (and optionally `ErrorBoundary`), so each page
 * is its own script chunk and can be replaced file by file. The router is React Router's
 * declarative one (`useRoutes`): the app loads no data through the router, and its data router
 * was ~16 KB of the script every page waits for (docs/decisions/015).
 */
const page = (path: string | undefined, load: LazyPage["preload"], children?: RouteObject[]): RouteObject => {
  const lazy = lazyPage(load);
  const element = <PageView page={lazy} />;
  return path === undefined
    ? { index: true, element, handle: lazy }
    : { path, element, handle: lazy, children };
};

const adminChildren: RouteObject[] = [
  page(undefined, () => import("./features/admin/admin-index-page")),
  page("upload-content-planner", () => import("./features/admin/admin-upload-content-planner-page")),
  page("user", () => import("./features/admin/admin-user-page")),
  page("video", () => import("./features/admin/admin-video-page")),
  page("topic", () => import("./features/admin/admin-topic-page")),
  page("channel", () => import("./features/admin/admin-channel-page")),
  page("speaker", () => import("./features/admin/admin-speaker-page")),
  page("video-add", () => import("./features/admin/admin-video-add-page")),
  page("emails", () => import("./features/admin/admin-emails-page")),
];

const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/browse" replace /> },
  page("browse", () => import("./features/browse/browse-page")),
  page("watch/:videoId", () => import("./features/watch/watch-page")),
  page("progress", () => import("./features/progress/progress-page")),
  page("premium", () => import("./features/premium/premium-page")),
  page("claim-premium", () => import("./features/claim-premium/claim-premium-page")),
  page("feedback", () => import("./features/feedback/feedback-page")),
  page("account", () => import("./features/account/account-page")),
  page("admin", () => import("./features/admin/admin-hub-page"), adminChildren),
  page("qna", () => import("./features/qna/qna-page")),
  page("unsubscribe", () => import("./features/unsubscribe/unsubscribe-page")),
  page("contact-us", () => import("./features/contact-us/contact-us-page")),
  page("*", () => import("./features/not-found/not-found-page")),
];

export const routes: RouteObject[] = [
  {
    path: "/",
    // The shell is in the entry chunk: every page needs it, and it starts loading the user at once.
    element: (
      <ShellView>
        <AppLayout />
      </ShellView>
    ),
    children: pages,
  },
];

/**
 * The app's pages. A page's module loading on a first visit shows the loading screen; on a later
 * navigation the router's transition keeps the current page until the next one is ready.
 */
export function AppRoutes() {
  return <Suspense fallback={<LoadingScreen />}>{useRoutes(routes)}</Suspense>;
}

/**
 * Loads the modules of a location's pages, so that the first render of a page the server rendered
 * is that page at once, not its loading state: hydration must render what the server did. A module
 * that fails to load is left to the page, which shows its error.
 */
export async function preloadPages(location: PageLocation): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload().catch(() => undefined)),
  );
}
