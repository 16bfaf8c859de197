import { type Selectable, sql } from "kysely";
import type { Notification, NotificationKind } from "../../../shared/contracts/notifications";
import type { Db } from "../../db/create-db";
import type { NotificationsTable } from "../../db/schema";
import { learnerList } from "../../lib/read-page";
import type { NewNotification } from "./notification-rules";

/*
 * The SQL of the notification centre (migration 0019). Every insert is ON CONFLICT DO NOTHING on
 * the unique key (user, kind, milestone_key): the database, not the caller, makes a notification
 * exactly once, however many instances, retries or restarts ask.
 */

/** The columns toNotification reads. */
const COLUMNS = ["id", "kind", "title", "body", "link", "created_at", "read_at"] as const;

/** Its columns' types are the table's (db/schema.ts), not written again here. */
type NotificationRow = Pick<Selectable<NotificationsTable>, (typeof COLUMNS)[number]>;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

/** Inserts those the learner has not had yet; returns the ones that are new (kind and key). */
export async function insertNotifications(
  db: Db,
  userId: string,
  notifications: NewNotification[],
  now: Date,
): Promise<{ kind: string; key: string }[]> {
  if (notifications.length === 0) return [];
  const rows = await db
    .insertInto("notifications")
    .values(
      notifications.map((n) => ({
        user_id: userId,
        kind: n.kind,
        milestone_key: n.key,
        title: n.title,
        body: n.body,
        link: n.link,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "kind", "milestone_key"]).doNothing())
    .returning(["kind", "milestone_key"])
    .execute();
  return rows.map((r) => ({ kind: r.kind, key: r.milestone_key }));
}

/**
 * Inserts one unless the learner had one of its kind in the `days` before `now` (the assessment's
 * "at most once a month"). Returns whether it is new. Concurrent callers ask for the same key (the
 * highest multiple reached), so the unique key settles a race the NOT EXISTS alone would not.
 */
export async function insertUnlessRecent(
  db: Db,
  userId: string,
  n: NewNotification,
  now: Date,
  days: number,
): Promise<boolean> {
  const since = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const result = await sql`
    INSERT INTO notifications (user_id, kind, milestone_key, title, body, link, created_at)
    SELECT ${userId}, ${n.kind}, ${n.key}, ${n.title}, ${n.body}, ${n.link}, ${now}
     WHERE NOT EXISTS (
       SELECT 1 FROM notifications
        WHERE user_id = ${userId} AND kind = ${n.kind} AND created_at > ${since})
    ON CONFLICT (user_id, kind, milestone_key) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** The learner's notifications in the order they came; `desc` reverses it. */
function notificationsOf(db: Db, userId: string, direction: "asc" | "desc") {
  return db
    .selectFrom("notifications")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", direction)
    .orderBy("id", direction);
}

const inbox = learnerList(notificationsOf, toNotification);
/** A page of the learner's notifications, newest first. */
export const listNotifications = inbox.page;
/** Every notification of the learner, oldest first (the export). */
export const allNotifications = inbox.all;

/** How many of the learner's notifications there are, as `n`; the callers narrow it (unread, named). */
function countOfLearner(db: Db, userId: string) {
  return db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId);
}

/** Marks the learner's unread notifications read at `now`; the callers narrow it (some, or all). */
function markUnreadOfLearner(db: Db, userId: string, now: Date) {
  return db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await countOfLearner(db, userId).where("read_at", "is", null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Marks these of the learner's notifications read, all or nothing: false (and nothing marked)
 * when any id is not one of theirs.
 */
export async function markRead(db: Db, userId: string, ids: string[], now: Date): Promise<boolean> {
  const distinct = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const owned = await countOfLearner(trx, userId).where("id", "in", distinct).executeTakeFirst();
    if (Number(owned?.n ?? 0) !== distinct.length) return false;
    await markUnreadOfLearner(trx, userId, now).where("id", "in", distinct).execute();
    return true;
  });
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await markUnreadOfLearner(db, userId, now).execute();
}

/** The notification a job mails (its kind and key are the job's kind and period). */
export async function findNotification(
  db: Db,
  userId: string,
  kind: string,
  key: string,
): Promise<Notification | undefined> {
  const row = await db
    .selectFrom("notifications")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("milestone_key", "=", key)
    .executeTakeFirst();
  return row ? toNotification(row) : undefined;
}
