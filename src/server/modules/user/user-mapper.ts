import type { Selectable } from "kysely";
import type { User } from "../../../shared/contracts/user";
import type { UsersTable } from "../../db/schema";

export type UserRow = Selectable<UsersTable>;

/** The user object (docs/product-rules.md "Data and defaults") from its row and today's input (ms, in the user's time zone). */
export function toUser(row: UserRow, todayMs: number): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? "",
    premium: row.premium,
    watchTimeSeconds: row.watch_time_ms / 1000,
    watchTimeTodaySeconds: todayMs / 1000,
    isAnonymous: row.is_anonymous,
    roles: row.roles,
    birthday: row.birthday ?? "",
    languages: row.languages,
    musicalEar: row.musical_ear,
    wantBetaTester: row.want_beta_tester,
    dailyGoalMinutes: row.daily_goal_minutes,
    finalGoalMinutes: row.final_goal_minutes,
    finalGoalDate: row.final_goal_date.toISOString(),
    timezone: row.timezone,
    learningStyleTrackVocabulary: row.learning_style_track_vocabulary,
    learningStyleGetSrsRecommendations: row.learning_style_get_srs_recommendations,
    learningStyleActivePassiveInput: row.learning_style_active_passive_input,
    notifyByEmailNewVideo: row.notify_by_email_new_video,
    notifyByEmailMonthlyProgressReport: row.notify_by_email_monthly_progress_report,
    notifyByEmailWeeklyProgressReport: row.notify_by_email_weekly_progress_report,
    notifyByEmailBigNewsOfPlatform: row.notify_by_email_big_news_of_platform,
    notifyByEmailRegularProgressAssessments: row.notify_by_email_regular_progress_assessments,
    notifyOnPlatformAcquiredWords: row.notify_on_platform_acquired_words,
    notifyOnPlatformInputMilestones: row.notify_on_platform_input_milestones,
    notifyOnPlatformConsistencyStreaks: row.notify_on_platform_consistency_streaks,
    notifyOnPlatformRegularProgressAssessments: row.notify_on_platform_regular_progress_assessments,
    notifyOnPlatformProgressJournalRemainders: row.notify_on_platform_progress_journal_remainders,
  };
}
