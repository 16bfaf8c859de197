import type { NotificationKind } from "../../../shared/contracts/notifications-values";
import { addDays } from "../../../shared/domain/calendar";
import { countOf } from "../../../shared/domain/counts";
import { learnerLevel, scaledBands } from "../../../shared/domain/learner-level";
import { meetsDailyGoal } from "../../../shared/domain/streaks";
import type { LearnerStanding } from "../progress/index";
import type { InputChange } from "./input-change";

/*
 * Which notifications a learner's standing calls for (docs/product-rules.md "Notifications"). Pure:
 * the service reads the standing and the clock, and inserts what this returns; the unique key
 * (user, kind, milestone_key) turns a second insert of the same one into nothing.
 */

/** Total input, hours, that makes an input milestone. */
export const INPUT_MILESTONE_HOURS = [1, 5, 10, 25, 50, 100, 150, 200, 300, 500, 750, 1000, 1500] as const;
/** Days in a row meeting the daily goal that make a streak milestone. */
export const STREAK_MILESTONE_DAYS = [3, 7, 14, 30, 60, 100, 200, 365] as const;
/** A self-assessment is offered at every multiple of these hours of input… */
export const ASSESSMENT_EVERY_HOURS = 50;
/** …and at most once in this many days. */
export const ASSESSMENT_MIN_DAYS_APART = 30;
/** The evening reminder of a streak is due from this local time until the day ends. */
export const EVENING_FROM = "18:00";
/** The streak the evening reminder protects: at least this many days. */
export const REMINDED_STREAK_DAYS = 3;
/** The journal reminder is due from this day of the learner's ISO week (5: Friday) to its Sunday. */
export const JOURNAL_REMINDER_FROM_WEEKDAY = 5;

/** The learner's on-platform notification settings (the users' notify_on_platform_… columns). */
export interface OnPlatformSettings {
  inputMilestones: boolean;
  streaks: boolean;
  assessments: boolean;
  journal: boolean;
}

export interface NewNotification {
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  link: string;
}

const hoursText = (hours: number) => countOf(hours, "hour");

/** The highest of `steps` reached by `value`, or undefined. */
function highestReached(steps: readonly number[], value: number): number | undefined {
  return steps.filter((step) => value >= step).at(-1);
}

/**
 * The notifications of the learner's input: the highest hour milestone reached, the level band
 * reached, the highest streak milestone of the current streak, and the self-assessment of the
 * highest multiple of 50 hours reached. Only the highest of each: an import that crosses several
 * milestones at once makes one notification, not a pile.
 */
export function inputNotifications(
  standing: LearnerStanding,
  settings: OnPlatformSettings,
): NewNotification[] {
  const due: NewNotification[] = [];
  if (settings.inputMilestones) {
    const hours = highestReached(INPUT_MILESTONE_HOURS, standing.hours);
    if (hours !== undefined) {
      due.push({
        kind: "input-milestone",
        key: `hours:${hours}`,
        title: `${hoursText(hours)} of Russian`,
        body: `You have listened to ${hoursText(hours)} of Russian in total, videos and off-platform input together.`,
        link: "/progress",
      });
    }
    const level = learnerLevel(standing.hours, standing.factor);
    // The first band starts at 0 hours: reaching it is starting, not a milestone.
    if (level.index > 0) {
      const named = level.band.name !== "";
      due.push({
        kind: "input-milestone",
        key: `level:${level.index}`,
        title: named ? `New level: ${level.band.name}` : "You passed the last level of the bar",
        body: named
          ? `Your input reached ${level.band.name} on the level bar of your progress page.`
          : "Your input went beyond Advanced, the last named level of the level bar.",
        link: "/progress",
      });
    }
  }
  if (settings.streaks) {
    const { current, todayMet } = standing.streaks;
    const days = highestReached(STREAK_MILESTONE_DAYS, current);
    if (days !== undefined) {
      // The streak's first day names it: a new streak after a break reaches its milestones anew.
      const start = addDays(todayMet ? standing.today : addDays(standing.today, -1), -(current - 1));
      due.push({
        kind: "streak",
        key: `streak:${days}:${start}`,
        title: `${days} days in a row`,
        body: `You met your daily goal ${days} days in a row. Keep the streak going!`,
        link: "/progress",
      });
    }
  }
  if (settings.assessments && standing.hours >= ASSESSMENT_EVERY_HOURS) {
    const hours = Math.floor(standing.hours / ASSESSMENT_EVERY_HOURS) * ASSESSMENT_EVERY_HOURS;
    due.push({
      kind: "assessment",
      key: `hours:${hours}`,
      title: "Time for a self-assessment",
      body: `You have ${hoursText(hours)} of input. Take two minutes to note how much you understand now, and see it change over the hours.`,
      link: "/progress#journal",
    });
  }
  return due;
}

/** What the clock says for the time-based notifications, in the learner's zone. */
export interface LocalMoment {
  /** From EVENING_FROM until midnight. */
  evening: boolean;
  /** The Monday of the ISO week when the journal reminder is due (Friday to Sunday), else null. */
  journalWeek: string | null;
  /** Whether the learner wrote in the journal that week (read only when it matters). */
  journalWritten: boolean;
}

/** The evening reminder of a streak that would end, and the week's journal reminder. */
export function timedNotifications(
  standing: LearnerStanding,
  settings: OnPlatformSettings,
  moment: LocalMoment,
): NewNotification[] {
  const due: NewNotification[] = [];
  const { current, todayMet } = standing.streaks;
  if (settings.streaks && moment.evening && !todayMet && current >= REMINDED_STREAK_DAYS) {
    due.push({
      kind: "streak",
      key: `reminder:${standing.today}`,
      title: "Your streak ends tonight",
      body: `You met your daily goal ${current} days in a row, but not yet today: a video now keeps the streak.`,
      link: "/browse",
    });
  }
  if (settings.journal && moment.journalWeek !== null && !moment.journalWritten) {
    due.push({
      kind: "journal",
      key: `week:${moment.journalWeek}`,
      title: "A line for your journal",
      body: "You have not written in your progress journal this week. A few lines on what you understood help you see your progress later.",
      link: "/progress#journal",
    });
  }
  return due;
}

/**
 * Whether a credit may have crossed something that notifies: an hour milestone, a level band's
 * start, a multiple of the assessment's hours, or today's goal (a streak's day). Most watch-time
 * reports cross nothing: they then cost the notifications no query at all.
 */
export function crossesAThreshold(change: InputChange, dailyGoalMinutes: number, factor: number): boolean {
  const hour = 3600_000;
  const crossed = (atMs: number, before: number, after: number) => before < atMs && after >= atMs;
  const { totalBeforeMs: before, totalAfterMs: after } = change;
  if (INPUT_MILESTONE_HOURS.some((h) => crossed(h * hour, before, after))) return true;
  if (scaledBands(factor).some((band) => band.hourMin > 0 && crossed(band.hourMin * hour, before, after)))
    return true;
  if (
    Math.floor(after / (ASSESSMENT_EVERY_HOURS * hour)) > Math.floor(before / (ASSESSMENT_EVERY_HOURS * hour))
  )
    return true;
  return (
    !meetsDailyGoal(change.todayBeforeMs / 1000, dailyGoalMinutes) &&
    meetsDailyGoal(change.todayAfterMs / 1000, dailyGoalMinutes)
  );
}
