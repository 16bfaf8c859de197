import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./app/app-layout";
import { RouteErrorPage } from "./app/error-screens";
import { LoadingScreen } from "./app/loading-screen";

/**
 * Every page is a lazy route module exporting `Component` (and optionally `ErrorBoundary`), so each
 * page is its own script chunk and can be replaced file by file.
 */
const adminChildren: RouteObject[] = [
  { index: true, lazy: () => import("./features/admin/admin-index-page") },
  {
    path: "upload-content-planner",
    lazy: () => import("./features/admin/admin-upload-content-planner-page"),
  },
  { path: "user", lazy: () => import("./features/admin/admin-user-page") },
  { path: "video", lazy: () => import("./features/admin/admin-video-page") },
  { path: "topic", lazy: () => import("./features/admin/admin-topic-page") },
  { path: "channel", lazy: () => import("./features/admin/admin-channel-page") },
  { path: "speaker", lazy: () => import("./features/admin/admin-speaker-page") },
  { path: "video-add", lazy: () => import("./features/admin/admin-video-add-page") },
  { path: "emails", lazy: () => import("./features/admin/admin-emails-page") },
];

const pages: RouteObject[] = [
  { index: true, element: <Navigate to="/browse" replace /> },
  { path: "browse", lazy: () => import("./features/browse/browse-page") },
  { path: "watch/:videoId", lazy: () => import("./features/watch/watch-page") },
  { path: "progress", lazy: () => import("./features/progress/progress-page") },
  { path: "premium", lazy: () => import("./features/premium/premium-page") },
  { path: "claim-premium", lazy: () => import("./features/claim-premium/claim-premium-page") },
  { path: "feedback", lazy: () => import("./features/feedback/feedback-page") },
  { path: "account", lazy: () => import("./features/account/account-page") },
  { path: "admin", lazy: () => import("./features/admin/admin-hub-page"), children: adminChildren },
  { path: "qna", lazy: () => import("./features/qna/qna-page") },
  { path: "unsubscribe", lazy: () => import("./features/unsubscribe/unsubscribe-page") },
  { path: "contact-us", lazy: () => import("./features/contact-us/contact-us-page") },
  { path: "*", lazy: () => import("./features/not-found/not-found-page") },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    // The shell is in the entry chunk: every page needs it, and it starts loading the user at once.
    Component: AppLayout,
    // Shown while the first page's chunk loads on a direct visit (e.g. a shared /watch/… link).
    HydrateFallback: LoadingScreen,
    // Only if the shell itself fails; page errors are caught below, inside the shell.
    ErrorBoundary: RouteErrorPage,
    children: [{ ErrorBoundary: RouteErrorPage, children: pages }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
