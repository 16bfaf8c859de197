import type { Updateable } from "kysely";
import type { Db } from "../../db/create-db";
import type { UsersTable } from "../../db/schema";
import type { UserRow } from "../user/index";

/** The columns a learner may change about themselves; premium, roles, email and totals are not among them. */
export type AccountChanges = Pick<
  Updateable<UsersTable>,
  | "name"
  | "birthday"
  | "languages"
  | "musical_ear"
  | "want_beta_tester"
  | "daily_goal_minutes"
  | "final_goal_minutes"
  | "final_goal_date"
  | "learning_style_track_vocabulary"
  | "learning_style_get_srs_recommendations"
  | "learning_style_active_passive_input"
  | "notify_by_email_new_video"
  | "notify_by_email_monthly_progress_report"
  | "notify_by_email_weekly_progress_report"
  | "notify_by_email_big_news_of_platform"
  | "notify_by_email_regular_progress_assessments"
  | "notify_on_platform_acquired_words"
  | "notify_on_platform_input_milestones"
  | "notify_on_platform_consistency_streaks"
  | "notify_on_platform_regular_progress_assessments"
  | "notify_on_platform_progress_journal_remainders"
>;

/** Writes the given changes (only those) and returns the updated row. */
export async function updateAccount(db: Db, userId: string, changes: AccountChanges): Promise<UserRow> {
  if (Object.keys(changes).length === 0) {
    return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
  }
  return db
    .updateTable("users")
    .set(changes)
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
