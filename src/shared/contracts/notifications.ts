import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, NOTIFICATIONS_READ_MAX_IDS } from "./notifications-values";
import { pageQuerySchema } from "./paging";

export * from "./notifications-values";

/** The notification centre (docs/product-rules.md "Notifications", docs/screens.md "Notifications"). */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path of the app: where the notification is about ("/progress#journal"). */
  link: z.string(),
  /** When it was made. */
  createdAt: isoDateTimeField,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/user/notifications?page=N */
export const notificationsQuerySchema = pageQuerySchema;

export const notificationsResponseSchema = z.object({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  /** How many of all the caller's notifications are unread (not only this page's). */
  unread: z.number().int(),
  /** True when an older page exists. */
  hasMore: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const ID_ERROR = "ids must be notification ids, as the list gives them.";

/** POST /api/user/notifications/read: `{ ids }` or `{ all: true }`, not both. */
export const notificationsReadRequestSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: ID_ERROR }), { error: ID_ERROR })
      .min(1, { error: "ids must name at least one notification." })
      .max(NOTIFICATIONS_READ_MAX_IDS, {
        error: `ids can name at most ${NOTIFICATIONS_READ_MAX_IDS} notifications at once; send all: true to mark every one.`,
      })
      .optional(),
    all: z.literal(true, { error: "all must be true." }).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    error: NOTIFICATION_TEXTS.readWhat,
  });
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>;

export const notificationsReadResponseSchema = z.object({
  /** How many are still unread after this. */
  unread: z.number().int(),
});
