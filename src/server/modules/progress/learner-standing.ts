import { localDateOf } from "../../../shared/domain/dates";
import { languageFactor } from "../../../shared/domain/languages";
import { computeStreaks, type Streaks } from "../../../shared/domain/streaks";
import type { Db } from "../../db/create-db";
import type { UserRow } from "../user/index";
import { daysMeetingGoal, readInputTotals } from "./progress-repository";

const HOUR_MS = 3600 * 1000;

/** Where a learner stands now, by the progress page's own rules: what the notifications read. */
export interface LearnerStanding {
  /** The learner's local date at `now`. */
  today: string;
  /** Total input, videos and off-platform together, hours. */
  hours: number;
  /** The language factor that scales the level bands (docs/progress.md). */
  factor: number;
  /** The streaks as the progress page shows them today. */
  streaks: Streaks;
}

/**
 * The learner's total input, language factor and streaks at `now`, read afresh from the database
 * (the caller's row may predate the input just saved). For the notifications module.
 */
export async function learnerStanding(
  db: Db,
  user: Pick<UserRow, "id" | "timezone" | "languages" | "daily_goal_minutes">,
  now: Date,
): Promise<LearnerStanding> {
  const today = localDateOf(now, user.timezone);
  const [totals, metDates] = await Promise.all([readInputTotals(db, user.id), daysMeetingGoal(db, user)]);
  return {
    today,
    hours: totals.totalMs / HOUR_MS,
    factor: languageFactor(user.languages),
    streaks: computeStreaks(metDates, today),
  };
}
