import {
  NOTIFICATION_TEXTS,
  NOTIFICATIONS_PAGE_SIZE,
  notificationRoutes,
  notificationsQuerySchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
} from "../../../shared/contracts/notifications";
import { OWN_DATA_READ, OWN_DATA_WRITE } from "../../http/route-access";
import { notFound } from "../../lib/app-error";
import { readPage } from "../../lib/read-page";
import { defineCallerRoutes } from "../user/index";
import { countUnread, listNotifications, markAllRead, markRead } from "./inbox-repository";
import { createDueNotifications } from "./inbox-service";

/**
 * The notification centre (docs/product-rules.md "Notifications"): any visitor with a session has
 * one. A read token may read it, a write token mark it read (modules/tokens).
 */
export const registerInboxRoutes = defineCallerRoutes((r, { db }) => {
  r.get(
    notificationRoutes.list,
    {
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } },
      config: OWN_DATA_READ,
    },
    async (user, request) => {
      // Reading them is the moment of the time-based ones (the evening reminder, the journal's).
      if (request.query.page === 1) await createDueNotifications(db, user, new Date(), { timed: true });
      const [{ rows, hasMore }, unread] = await Promise.all([
        readPage(request.query.page, NOTIFICATIONS_PAGE_SIZE, (offset, limit) =>
          listNotifications(db, user.id, offset, limit),
        ),
        countUnread(db, user.id),
      ]);
      return { notifications: rows, unread, hasMore };
    },
  );

  r.post(
    notificationRoutes.read,
    {
      schema: { body: notificationsReadRequestSchema, response: { 200: notificationsReadResponseSchema } },
      config: OWN_DATA_WRITE,
    },
    async (user, request) => {
      const now = new Date();
      if (request.body.ids) {
        // Another learner's id (or one gone) refuses the whole call: nothing is marked.
        if (!(await markRead(db, user.id, request.body.ids, now)))
          throw notFound(NOTIFICATION_TEXTS.notFound);
      } else {
        await markAllRead(db, user.id, now);
      }
      return { unread: await countUnread(db, user.id) };
    },
  );
});
