import "./notifications.css";
import type { ReactNode } from "react";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay } from "../../../shared/domain/time-format";
import { NextPageButton } from "../../components/next-page-button";
import { Link } from "../../lib/router/link";
import { browserTimeZone } from "../../lib/time-zone";
import { useMarkRead, useNotifications } from "./api/use-notifications";

interface NotificationPanelProps {
  id: string;
  userId: string;
  onClose: (returnFocus: boolean) => void;
}

/** The day a notification came, on the learner's calendar: "25 Nov 2026" (docs/screens.md). */
function dayOf(createdAt: string): string {
  return formatDay(localDateOf(Date.parse(createdAt), browserTimeZone() ?? "UTC"));
}

/** A page of the app moves the app; big news may link to another site, which opens as a page. */
function NotificationLink({
  link,
  onFollow,
  children,
}: {
  link: string;
  onFollow: () => void;
  children: ReactNode;
}) {
  if (/^https?:\/\//.test(link)) {
    return (
      <a href={link} className="notification-link" onClick={onFollow}>
        {children}
      </a>
    );
  }
  return (
    <Link to={link} className="notification-link" onClick={onFollow}>
      {children}
    </Link>
  );
}

/**
 * The bell's list (docs/screens.md "Notifications"): newest first, 20 at a time with "Show older";
 * each links where it is about (following it marks it read) and has its own "Mark read"; "Mark all
 * read" above. Loaded when the bell first opens.
 */
export function NotificationPanel({ id, userId, onClose }: NotificationPanelProps) {
  const list = useNotifications(userId);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const titleId = `${id}-title`;

  return (
    <section id={id} className="notification-panel" aria-labelledby={titleId}>
      <div className="notification-panel-head">
        <h2 id={titleId} className="notification-panel-title">
          Notifications
        </h2>
        <button
          type="button"
          className="btn btn-link btn-sm"
          disabled={unread === 0 || mark.isPending}
          onClick={() => mark.mutate({ all: true })}
        >
          Mark all read
        </button>
      </div>
      {mark.error && (
        <p className="notification-error" role="alert">
          {mark.error.message}
        </p>
      )}
      {list.isPending ? (
        <div className="py-3 text-center">
          <span className="spinner-border spinner-border-sm" role="status" aria-label="Loading" />
        </div>
      ) : list.error ? (
        <p className="notification-error" role="alert">
          {list.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="notification-empty">
          Nothing yet. Milestones of your input, streaks and reminders will appear here.
        </p>
      ) : (
        <ul className="notification-list" data-testid="notification-list">
          {items.map((n) => (
            <li key={n.id} className={n.read ? "notification-item" : "notification-item notification-unread"}>
              <NotificationLink
                link={n.link}
                onFollow={() => {
                  if (!n.read) mark.mutate({ ids: [n.id] });
                  onClose(false);
                }}
              >
                <span className="notification-title">
                  {!n.read && <span className="visually-hidden">Unread: </span>}
                  {n.title}
                </span>
                <span className="notification-body">{n.body}</span>
                <time className="notification-date" dateTime={n.createdAt}>
                  {dayOf(n.createdAt)}
                </time>
              </NotificationLink>
              {!n.read && (
                <button
                  type="button"
                  className="btn btn-outline-secondary btn-sm notification-mark"
                  disabled={mark.isPending}
                  onClick={() => mark.mutate({ ids: [n.id] })}
                  // The name starts with the text shown (WCAG 2.5.3) and says which one.
                  aria-label={`Mark read: ${n.title}`}
                >
                  Mark read
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="notification-more">
          <NextPageButton pages={list} className="btn btn-link btn-sm">
            Show older
          </NextPageButton>
        </div>
      )}
    </section>
  );
}
