import { languageFactor } from "../../../shared/domain/languages";
import { LEVEL_BANDS, learnerLevel } from "../../../shared/domain/learner-level";
import { computeStreaks } from "../../../shared/domain/streaks";
import type { Db } from "../../db/create-db";
import type { UserRow } from "../user/index";
import { dailyTotalsBetween, daysMeetingGoal, inputBetween } from "./progress-repository";

const HOUR_MS = 3600 * 1000;

type Learner = Pick<UserRow, "id" | "languages" | "daily_goal_minutes">;

/** A learner's input over some local dates, as the weekly and monthly emails report it. */
export interface PeriodSummary {
  from: string;
  to: string;
  /** Input of the period, seconds: video, off-platform and both. */
  videoSeconds: number;
  offPlatformSeconds: number;
  totalSeconds: number;
  /** Dates of the period with any input. */
  daysActive: number;
  /** The date with the most input (the earliest of equals); null without input. */
  bestDay: { date: string; seconds: number } | null;
  /** The current streak as the progress page showed it on the period's last day. */
  streakDays: number;
  /** Total input up to the period's end, hours, and the level it gives (docs/progress.md). */
  hoursAtEnd: number;
  level: { name: string; nextName: string | null; hoursToNext: number | null };
}

/**
 * The figures of a period from `from` to `to` (local dates, both included), by the progress page's
 * own rules: daily totals, streaks from the days meeting the daily goal, and the level bands scaled
 * by the learner's language factor. For the notifications module's reports.
 */
export async function summarisePeriod(
  db: Db,
  user: Learner,
  from: string,
  to: string,
): Promise<PeriodSummary> {
  const [days, metDates, totalMs] = await Promise.all([
    dailyTotalsBetween(db, user.id, from, to),
    daysMeetingGoal(db, user),
    inputBetween(db, user.id, { to }),
  ]);
  let videoSeconds = 0;
  let offPlatformSeconds = 0;
  let daysActive = 0;
  let bestDay: PeriodSummary["bestDay"] = null;
  for (const day of days) {
    const seconds = day.videoSeconds + day.offPlatformSeconds;
    videoSeconds += day.videoSeconds;
    offPlatformSeconds += day.offPlatformSeconds;
    if (seconds > 0) daysActive++;
    if (seconds > 0 && (bestDay === null || seconds > bestDay.seconds)) bestDay = { date: day.date, seconds };
  }
  const hoursAtEnd = totalMs / HOUR_MS;
  const level = learnerLevel(hoursAtEnd, languageFactor(user.languages));
  return {
    from,
    to,
    videoSeconds,
    offPlatformSeconds,
    totalSeconds: videoSeconds + offPlatformSeconds,
    daysActive,
    bestDay,
    streakDays: computeStreaks(metDates, to).current,
    hoursAtEnd,
    level: {
      name: level.band.name,
      nextName: LEVEL_BANDS[level.index + 1]?.name ?? null,
      hoursToNext: level.hoursToNext,
    },
  };
}
