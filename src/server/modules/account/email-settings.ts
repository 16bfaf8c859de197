import type { Db } from "../../db/create-db";

/** The email settings another module may read and turn off: the notifications' unsubscribe links. */
export type EmailSettingColumn =
  | "notify_by_email_weekly_progress_report"
  | "notify_by_email_monthly_progress_report"
  | "notify_by_email_new_video"
  | "notify_by_email_regular_progress_assessments"
  | "notify_by_email_big_news_of_platform";

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
