/**
 * The notification centre's values without zod: the top bar's bell imports these, so that zod stays
 * out of the script before /browse is live (docs/architecture.md, "Adding a call").
 * `./notifications` re-exports them.
 */

/** Route paths of the notification centre (docs/api.md). */
export const notificationRoutes = {
  /** GET ?page=N: a page of the caller's notifications, newest first, and the unread count. */
  list: "/api/user/notifications",
  /** POST { ids } or { all: true }: marks notifications read. */
  read: "/api/user/notifications/read",
} as const;

/** The kinds of notification (docs/product-rules.md "Notifications"). */
export const NOTIFICATION_KINDS = [
  "input-milestone",
  "streak",
  "assessment",
  "journal",
  "news",
  "acquired-words",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Ids one POST /api/user/notifications/read may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;

export const NOTIFICATION_TEXTS = {
  notFound:
    "Some of these notifications are not yours or no longer exist: reload the list and mark them again.",
  readWhat: "Send either ids (the notifications to mark read) or all: true.",
} as const;
