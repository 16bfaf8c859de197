import type { DailyTotalsResponse, OverallResponse } from "../../../shared/contracts/progress";
import { addDays } from "../../../shared/domain/calendar";
import { daysLeftUntil } from "../../../shared/domain/daily-needed";
import { localDateOf } from "../../../shared/domain/dates";
import { forecastLevels } from "../../../shared/domain/forecast";
import { buildHeatmap } from "../../../shared/domain/heatmap";
import { closestLanguage, LANGUAGE_GROUPS, languageFactor } from "../../../shared/domain/languages";
import {
  chooseTickStep,
  learnerLevel,
  levelBarMaxHours,
  PACE_WINDOW_DAYS,
  scaledBands,
} from "../../../shared/domain/learner-level";
import { computeStreaks, type Streaks } from "../../../shared/domain/streaks";
import { wordsHeard } from "../../../shared/domain/words";
import type { Db } from "../../db/create-db";
import { createKeptAnswers } from "../learner-input/index";
import type { UserRow } from "../user/index";
import { dailyTotalsBetween, daysMeetingGoal, inputBetween, readInputTotals } from "./progress-repository";
import { allDayInputs } from "./statistics-repository";
import { buildInputStatistics } from "./statistics-service";

const HOUR_MS = 3600 * 1000;
/** The heatmap's default range: the last year, today included. */
const DEFAULT_HEATMAP_DAYS = 365;

/**
 * What of the user the summary is made of, and so what a kept summary is kept by (createKeptOverall):
 * the type follows from the list, so the summary cannot read a field its key leaves out.
 */
const LEARNER_FIELDS = [
  "id",
  "timezone",
  "languages",
  "daily_goal_minutes",
  "final_goal_minutes",
  "final_goal_date",
  "watch_time_ms",
] as const;
type Learner = Pick<UserRow, (typeof LEARNER_FIELDS)[number]>;

async function streaksOf(db: Db, user: Learner, today: string): Promise<Streaks> {
  return computeStreaks(await daysMeetingGoal(db, user), today);
}

/** The progress page's summary (docs/progress.md). */
export async function buildOverall(db: Db, user: Learner, now = Date.now()): Promise<OverallResponse> {
  const today = localDateOf(now, user.timezone);
  const paceFrom = addDays(today, -(PACE_WINDOW_DAYS - 1));
  const [totals, recentMs, streaks, days] = await Promise.all([
    readInputTotals(db, user.id),
    inputBetween(db, user.id, { from: paceFrom }),
    streaksOf(db, user, today),
    allDayInputs(db, user.id),
  ]);
  const hours = totals.totalMs / HOUR_MS;
  const factor = languageFactor(user.languages);
  const statistics = buildInputStatistics(days, user, { today, now, factor, totalMs: totals.totalMs });
  const level = learnerLevel(hours, factor);
  const barMax = levelBarMaxHours(hours, factor);
  const recentHours = recentMs / HOUR_MS;
  const closest = closestLanguage(user.languages);
  return {
    hours,
    words: wordsHeard({
      transcriptWords: totals.transcriptWords,
      // Everything not spoken in a video with a word count: off-platform input, videos without a
      // transcript and time of videos since removed from the catalog.
      secondsAtDefaultPace: (totals.totalMs - totals.transcriptMs) / 1000,
    }),
    totalSeconds: totals.totalMs / 1000,
    videoSeconds: Math.max(0, totals.totalMs - totals.offPlatformMs) / 1000,
    offPlatformSeconds: totals.offPlatformMs / 1000,
    today,
    timezone: user.timezone,
    languageFactor: factor,
    factorLanguage: closest
      ? {
          value: closest.value,
          label: closest.label,
          group: closest.group,
          explanation: LANGUAGE_GROUPS[closest.group].explanation,
        }
      : null,
    level: {
      ...level.band,
      index: level.index,
      progress: level.progress,
      hoursToNext: level.hoursToNext,
    },
    levels: scaledBands(factor),
    levelBar: { maxHours: barMax, tickStep: chooseTickStep(barMax) },
    dailyGoalMinutes: user.daily_goal_minutes,
    streaks,
    pace: { days: PACE_WINDOW_DAYS, hours: recentHours, hoursPerDay: recentHours / PACE_WINDOW_DAYS },
    forecast: forecastLevels({ hours, days, factor, today }),
    statistics,
  };
}

/**
 * The summary as buildOverall makes it, kept for each learner until their input, the catalog, their
 * settings, their date or the final goal's days left move (modules/learner-input;
 * docs/progress.md "Kept summaries"). Those two are all it reads of the clock.
 */
export function createKeptOverall(db: Db) {
  const kept = createKeptAnswers<OverallResponse>(db);
  return (user: UserRow, now = Date.now()): Promise<OverallResponse> => {
    const clock = [localDateOf(now, user.timezone), daysLeftUntil(user.final_goal_date.getTime(), now)];
    const parts = JSON.stringify([...LEARNER_FIELDS.map((field) => user[field]), ...clock]);
    return kept(user, parts, () => buildOverall(db, user, now));
  };
}

/** The range a heatmap call covers: as asked; a missing end is today, a missing start a year before the end. */
export function heatmapRange(today: string, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? today;
  return { from: from ?? addDays(end, -(DEFAULT_HEATMAP_DAYS - 1)), to: end };
}

/** Daily totals for the consistency graph, every day of the range, with the streaks. */
export async function buildDailyTotals(
  db: Db,
  user: Learner,
  range: { from: string; to: string },
  now = Date.now(),
): Promise<DailyTotalsResponse> {
  const today = localDateOf(now, user.timezone);
  const [totals, streaks] = await Promise.all([
    dailyTotalsBetween(db, user.id, range.from, range.to),
    streaksOf(db, user, today),
  ]);
  return {
    ...range,
    today,
    dailyGoalMinutes: user.daily_goal_minutes,
    days: buildHeatmap(totals, range.from, range.to, user.daily_goal_minutes),
    streaks,
  };
}
