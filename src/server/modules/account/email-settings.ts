import type { Db } from "../../db/create-db";
import type { UsersTable } from "../../db/schema";

/**
 * The email settings another module may read and turn off (the notifications' unsubscribe links):
 * the users table's notify_by_email_… columns, named there once.
 */
export type EmailSettingColumn = Extract<keyof UsersTable, `notify_by_email_${string}`>;

/** Whether a registered learner has this email on; null when there is no such registered learner. */
export async function emailSettingOf(
  db: Db,
  userId: string,
  column: EmailSettingColumn,
): Promise<boolean | null> {
  const row = await db
    .selectFrom("users")
    .select(column)
    .where("id", "=", userId)
    .where("is_anonymous", "=", false)
    .executeTakeFirst();
  return row ? Boolean(row[column]) : null;
}

/** Turns one email setting off (idempotent); the account page shows it on its next read. */
export async function turnEmailSettingOff(db: Db, userId: string, column: EmailSettingColumn): Promise<void> {
  await db
    .updateTable("users")
    .set({ [column]: false })
    .where("id", "=", userId)
    .execute();
}
