import { lazy } from "react";

/**
 * The bell of the top bar, loaded once the page is live: the top bar is on every page, and the
 * script before /browse is interactive has a budget it was at already (docs/web-performance.md).
 * Only this line is in that script; the top bar renders it in a Suspense whose fallback holds its
 * place (`btn-icon`'s size), so that the bar does not move when it comes. The module's default
 * export is the bell: `lazy` takes it as it is, the fewest bytes in that script.
 */
export const NotificationBellSlot = lazy(() => import("./notification-bell"));
