import { lazy, Suspense } from "react";
import { LineIcon } from "../../components/icons";
import { useDismiss } from "../../components/use-dismiss";
import { usePopupToggle } from "../../components/use-popup-toggle";
import { useUnreadCount } from "./api/use-unread-count";

// The list, its contract's schema and its styles load when the bell is first opened: the top bar
// is on every page, within the script budget before /browse is live (docs/web-performance.md).
const NotificationPanel = lazy(() =>
  import("./notification-panel").then((m) => ({ default: m.NotificationPanel })),
);

/** The count as the badge shows it, and as the button's name says it (WCAG 2.5.3: the same). */
function countText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

/**
 * The bell of the top bar (docs/screens.md "Notifications"): a button named with the unread count
 * ("Notifications, 2 unread") that shows and hides the list below it. Escape or a click elsewhere
 * closes it, Escape returning the focus to the bell.
 */
export default function NotificationBell({ userId }: { userId: string }) {
  const unread = useUnreadCount(userId);
  const { open, rootRef, buttonRef, id: panelId, close, show } = usePopupToggle();
  useDismiss(open, rootRef, close);

  const label = unread === 0 ? "Notifications, none unread" : `Notifications, ${countText(unread)} unread`;
  return (
    <div className="notification-bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-icon topbar-bell"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : show(false))}
      >
        <LineIcon size={20}>
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
        </LineIcon>
        {unread > 0 && (
          <span className="topbar-bell-badge" aria-hidden="true">
            {countText(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense
          fallback={
            <div id={panelId} className="notification-panel notification-panel-loading">
              <span className="spinner-border spinner-border-sm" role="status" aria-label="Loading" />
            </div>
          }
        >
          <NotificationPanel id={panelId} userId={userId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
