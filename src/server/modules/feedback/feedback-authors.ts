import type { Db } from "../../db/create-db";

/**
 * An account is being deleted (the user admin calls): its feedback forms stay, as the product's
 * feedback, but no longer say whose they were. Takes the deletion's transaction; returns how many
 * forms lost their author.
 */
export async function forgetFeedbackAuthor(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable("feedback")
    .set({ user_id: null })
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
