import { type ReactNode, useLayoutEffect } from "react";
import { pageTitleOf } from "../components/use-page-title";

/**
 * Names the browser tab after the route's page (its `title` in router.tsx), so history and screen
 * readers say where one is. A layout effect: it runs before the page's own effects, so that a page
 * that names itself after what it shows (the watch page's video) or its state (an error, "Admins
 * only") with usePageTitle has the last word.
 */
export function RouteTitle({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = pageTitleOf(title);
  }, [title]);
  return children;
}
