import { addDays, isoWeekday, mondayOf, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { formatCount } from "../../../shared/domain/counts";
import { languageFactor } from "../../../shared/domain/languages";
import type { Db } from "../../db/create-db";
import { hasJournalEntryBetween, learnerStanding } from "../progress/index";
import type { UserRow } from "../user/index";
import { insertNotifications, insertUnlessRecent } from "./inbox-repository";
import type { InputChange } from "./input-change";
import { planJobFor } from "./job-repository";
import {
  ASSESSMENT_MIN_DAYS_APART,
  crossesAThreshold,
  EVENING_FROM,
  inputNotifications,
  JOURNAL_REMINDER_FROM_WEEKDAY,
  type LocalMoment,
  type NewNotification,
  type OnPlatformSettings,
  timedNotifications,
} from "./notification-rules";

type Learner = Pick<
  UserRow,
  | "id"
  | "timezone"
  | "languages"
  | "daily_goal_minutes"
  | "notify_on_platform_input_milestones"
  | "notify_on_platform_consistency_streaks"
  | "notify_on_platform_regular_progress_assessments"
  | "notify_on_platform_progress_journal_remainders"
>;

function settingsOf(user: Learner): OnPlatformSettings {
  return {
    inputMilestones: user.notify_on_platform_input_milestones,
    streaks: user.notify_on_platform_consistency_streaks,
    assessments: user.notify_on_platform_regular_progress_assessments,
    journal: user.notify_on_platform_progress_journal_remainders,
  };
}

/**
 * Creates the notifications the learner's standing calls for at `now` (docs/product-rules.md
 * "Notifications"): after input was credited (`timed: false`: milestones, streaks, the assessment)
 * and when the learner reads their notifications (`timed: true`: those, the evening reminder of a
 * streak and the journal reminder too). Each exactly once, by the table's unique key.
 */
export async function createDueNotifications(
  db: Db,
  user: Learner,
  now: Date,
  options: { timed: boolean },
): Promise<void> {
  const settings = settingsOf(user);
  if (!settings.inputMilestones && !settings.streaks && !settings.assessments && !settings.journal) return;
  const standing = await learnerStanding(db, user, now);
  const due = inputNotifications(standing, settings);
  if (options.timed)
    due.push(
      ...timedNotifications(standing, settings, await momentOf(db, user, standing.today, now, settings)),
    );
  const assessment = due.find((n) => n.kind === "assessment");
  await insertNotifications(
    db,
    user.id,
    due.filter((n) => n !== assessment),
    now,
  );
  if (assessment) await offerAssessment(db, user.id, assessment, now);
}

/** The assessment invitation, at most once a month; mailed too when its email setting is on. */
async function offerAssessment(db: Db, userId: string, n: NewNotification, now: Date): Promise<void> {
  if (!(await insertUnlessRecent(db, userId, n, now, ASSESSMENT_MIN_DAYS_APART))) return;
  // The email jobs send it (docs/emails.md); the job's period is the notification's key.
  await planJobFor(db, { userId, kind: "assessment", flag: "assessments", period: n.key, runAfter: now });
}

/** The learner's evening and journal week at `now` (`today`: their local date then). */
async function momentOf(
  db: Db,
  user: Learner,
  today: string,
  now: Date,
  settings: OnPlatformSettings,
): Promise<LocalMoment> {
  const evening = now.getTime() >= zonedDateTimeToInstant(today, EVENING_FROM, user.timezone);
  const journalDue = settings.journal && isoWeekday(today) >= JOURNAL_REMINDER_FROM_WEEKDAY;
  const monday = mondayOf(today);
  return {
    evening,
    journalWeek: journalDue ? monday : null,
    journalWritten: journalDue
      ? await hasJournalEntryBetween(db, user.id, monday, addDays(monday, 6))
      : false,
  };
}

/**
 * After input was credited: the notifications it calls for. A watch-time report says what it
 * changed, and only one that crossed a threshold reads the learner's standing; off-platform entries
 * (any dates, any amounts) always do.
 */
export async function notifyAfterInput(
  db: Db,
  user: Learner,
  now: Date,
  change?: InputChange,
): Promise<void> {
  if (change && !crossesAThreshold(change, user.daily_goal_minutes, languageFactor(user.languages))) return;
  await createDueNotifications(db, user, now, { timed: false });
}

/**
 * "Acquired Words": the milestone of acquired words the learner has reached (docs/words.md), once
 * (the table's unique key), for a learner whose setting is on; the words worker asks after
 * every change of their words.
 */
export async function notifyAcquiredWords(
  db: Db,
  userId: string,
  milestone: number,
  now: Date,
): Promise<void> {
  const count = formatCount(milestone);
  await insertNotifications(
    db,
    userId,
    [
      {
        kind: "acquired-words",
        key: `words:${milestone}`,
        title: `${count} words acquired`,
        body: `You have heard ${count} Russian words often enough, in enough videos, to count them as acquired.`,
        link: "/progress#words",
      },
    ],
    now,
  );
}
