import { type AccountUpdateRequest, EMAIL_CHANGE_REFUSED } from "../../../shared/contracts/account";
import { finalGoalDateProblem } from "../../../shared/domain/goals";
import { checkLanguages } from "../../../shared/domain/languages";
import { badRequest } from "../../lib/app-error";
import type { UserRow } from "../user/index";
import type { AccountChanges } from "./account-repository";

// Contract field -> users column, for the fields copied as they come.
const COPIED = {
  musicalEar: "musical_ear",
  wantBetaTester: "want_beta_tester",
  learningStyleTrackVocabulary: "learning_style_track_vocabulary",
  learningStyleGetSrsRecommendations: "learning_style_get_srs_recommendations",
  learningStyleActivePassiveInput: "learning_style_active_passive_input",
  notifyByEmailNewVideo: "notify_by_email_new_video",
  notifyByEmailMonthlyProgressReport: "notify_by_email_monthly_progress_report",
  notifyByEmailWeeklyProgressReport: "notify_by_email_weekly_progress_report",
  notifyByEmailBigNewsOfPlatform: "notify_by_email_big_news_of_platform",
  notifyByEmailRegularProgressAssessments: "notify_by_email_regular_progress_assessments",
  notifyOnPlatformAcquiredWords: "notify_on_platform_acquired_words",
  notifyOnPlatformInputMilestones: "notify_on_platform_input_milestones",
  notifyOnPlatformConsistencyStreaks: "notify_on_platform_consistency_streaks",
  notifyOnPlatformRegularProgressAssessments: "notify_on_platform_regular_progress_assessments",
  notifyOnPlatformProgressJournalRemainders: "notify_on_platform_progress_journal_remainders",
} as const satisfies Partial<Record<keyof AccountUpdateRequest, keyof AccountChanges>>;

/**
 * Turns the account form into column changes (docs/progress.md "Account settings"). Fields not
 * sent stay as they are. The email may be sent but not changed. A final goal date may stay in the
 * past (the form sends it back unchanged), but a new one must be in the future.
 */
export function accountChanges(user: UserRow, body: AccountUpdateRequest, now = Date.now()): AccountChanges {
  if (body.email !== undefined && body.email.trim().toLowerCase() !== (user.email ?? "")) {
    throw badRequest("email_change_refused", EMAIL_CHANGE_REFUSED);
  }
  const changes: AccountChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.birthday !== undefined) changes.birthday = body.birthday || null;
  if (body.languages !== undefined) {
    const checked = checkLanguages(body.languages);
    if (!checked.ok) throw badRequest("invalid_request", checked.error);
    changes.languages = checked.value;
  }
  if (body.dailyGoalMinutes !== undefined) changes.daily_goal_minutes = Math.round(body.dailyGoalMinutes);
  if (body.finalGoalMinutes !== undefined) changes.final_goal_minutes = Math.round(body.finalGoalMinutes);
  if (body.finalGoalDate !== undefined) {
    const dateMs = Date.parse(body.finalGoalDate);
    if (dateMs !== user.final_goal_date.getTime()) {
      const problem = finalGoalDateProblem(dateMs, now);
      if (problem) throw badRequest("invalid_request", problem);
      changes.final_goal_date = new Date(dateMs);
    }
  }
  for (const [field, column] of Object.entries(COPIED) as [
    keyof typeof COPIED,
    (typeof COPIED)[keyof typeof COPIED],
  ][]) {
    const value = body[field];
    if (value !== undefined) (changes as Record<string, unknown>)[column] = value;
  }
  return changes;
}
