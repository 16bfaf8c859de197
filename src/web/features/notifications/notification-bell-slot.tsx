import { lazy, Suspense } from "react";

// The bell itself (its count's query, its button, the list it opens) loads once the page is live:
// the top bar is on every page, and the script before /browse is interactive has a budget it was
// at already (docs/web-performance.md). Only this slot is in that script. The server renders the
// empty slot, and hydration keeps it until the bell has loaded.
// The module's default export is the bell: `lazy` takes it as it is, the fewest bytes in that script.
const NotificationBell = lazy(() => import("./notification-bell"));

/** The bell's place in the top bar: empty, its size held, until the bell has loaded. */
export function NotificationBellSlot({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<span className="notification-bell-slot" />}>
      <NotificationBell userId={userId} />
    </Suspense>
  );
}
