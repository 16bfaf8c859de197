import { Suspense } from "react";
import { AppLayout } from "./app/app-layout";
import type { PageLocation } from "./app/first-screen";
import { type LazyPage, lazyPage, PageView, ShellView } from "./app/lazy-page";
import { LoadingScreen } from "./app/loading-screen";
import { findRoute, Redirect, Routes } from "./lib/router/routes";

/** A route of the app: a page, an admin section in the admin hub, or a path that moves to another. */
type AppRoute = { path: string; page: LazyPage; section?: LazyPage } | { path: string; redirectTo: string };

/**
 * Every page is a lazy module exporting `Component` (and optionally `ErrorBoundary`), so each page
 * is its own script chunk and can be replaced file by file. Routes are matched by wouter (regexparam
 * patterns, first match wins): React Router was ~12 KB of the script every page waits for
 * (docs/decisions/015).
 */
const page = (path: string, load: LazyPage["preload"]): AppRoute => ({ path, page: lazyPage(load) });

/** The admin hub, with each section below its buttons (the hub's `<Outlet />`). */
const adminHub = lazyPage(() => import("./features/admin/admin-hub-page"));
const adminSection = (path: string, load: LazyPage["preload"]): AppRoute => ({
  path,
  page: adminHub,
  section: lazyPage(load),
});

export const routes: readonly AppRoute[] = [
  { path: "/", redirectTo: "/browse" },
  page("/browse", () => import("./features/browse/browse-page")),
  page("/watch/:videoId", () => import("./features/watch/watch-page")),
  page("/progress", () => import("./features/progress/progress-page")),
  page("/premium", () => import("./features/premium/premium-page")),
  page("/claim-premium", () => import("./features/claim-premium/claim-premium-page")),
  page("/feedback", () => import("./features/feedback/feedback-page")),
  page("/account", () => import("./features/account/account-page")),
  adminSection("/admin", () => import("./features/admin/admin-index-page")),
  adminSection(
    "/admin/upload-content-planner",
    () => import("./features/admin/admin-upload-content-planner-page"),
  ),
  adminSection("/admin/user", () => import("./features/admin/admin-user-page")),
  adminSection("/admin/video", () => import("./features/admin/admin-video-page")),
  adminSection("/admin/topic", () => import("./features/admin/admin-topic-page")),
  adminSection("/admin/channel", () => import("./features/admin/admin-channel-page")),
  adminSection("/admin/speaker", () => import("./features/admin/admin-speaker-page")),
  adminSection("/admin/video-add", () => import("./features/admin/admin-video-add-page")),
  adminSection("/admin/emails", () => import("./features/admin/admin-emails-page")),
  page("/qna", () => import("./features/qna/qna-page")),
  page("/unsubscribe", () => import("./features/unsubscribe/unsubscribe-page")),
  page("/contact-us", () => import("./features/contact-us/contact-us-page")),
  page("*", () => import("./features/not-found/not-found-page")),
];

function renderRoute(route: AppRoute) {
  if ("redirectTo" in route) return <Redirect to={route.redirectTo} replace />;
  return <PageView page={route.page} outlet={route.section && <PageView page={route.section} />} />;
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
  await Promise.all([route.page, route.section].map((lazy) => lazy?.preload().catch(() => undefined)));
}
