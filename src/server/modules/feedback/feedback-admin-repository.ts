import type { Selectable } from "kysely";
import type { FeedbackFilter } from "../../../shared/contracts/feedback-admin";
import type { Db } from "../../db/create-db";
import type { FeedbackTable } from "../../db/schema";

/** A submission as the admin's list reads it (its stored columns), with its author's account (none for a visitor). */
export type FeedbackListRow = Omit<Selectable<FeedbackTable>, "user_id"> & {
  /** The author's account: null for no author, or a visitor who had not signed up. */
  author_name: string | null;
  author_email: string | null;
};

function filtered(db: Db, filter: FeedbackFilter) {
  const query = db.selectFrom("feedback as f");
  if (filter === "handled") return query.where("f.handled_at", "is not", null);
  if (filter === "unhandled") return query.where("f.handled_at", "is", null);
  return query;
}

/**
 * The submissions the filter matches, newest first, `limit` from `offset` (all of them without a
 * limit: the CSV). The author's name and email are read from their account, and only a registered
 * one: an anonymous visitor's row has neither.
 */
export async function listFeedback(
  db: Db,
  filter: FeedbackFilter,
  page?: { offset: number; limit: number },
): Promise<FeedbackListRow[]> {
  let query = filtered(db, filter)
    .leftJoin("users as u", (join) => join.onRef("u.id", "=", "f.user_id").on("u.is_anonymous", "=", false))
    .select([
      "f.id",
      "f.created_at",
      "f.experience",
      "f.ease_of_use",
      "f.design",
      "f.content_quality",
      "f.performance",
      "f.suggestion",
      "f.comments",
      "f.handled_at",
      "f.handled_by",
      "u.name as author_name",
      "u.email as author_email",
    ])
    .orderBy("f.created_at", "desc")
    .orderBy("f.id", "desc");
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

/** How many submissions the filter matches. */
export async function countFeedback(db: Db, filter: FeedbackFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which of these ids are stored. */
export async function existingFeedbackIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.selectFrom("feedback").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Marks submissions handled by an admin (now, the database's time), or not handled again. One
 * already marked keeps its first time and admin: marking twice changes nothing.
 */
export async function markFeedback(db: Db, ids: number[], handledBy: string | null): Promise<void> {
  if (handledBy === null) {
    await db
      .updateTable("feedback")
      .set({ handled_at: null, handled_by: null })
      .where("id", "in", ids)
      .execute();
    return;
  }
  await db
    .updateTable("feedback")
    .set((eb) => ({ handled_at: eb.fn("now"), handled_by: handledBy }))
    .where("id", "in", ids)
    .where("handled_at", "is", null)
    .execute();
}
