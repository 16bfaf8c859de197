import { HISTORY_DAYS_PER_PAGE, type HistoryResponse } from "../../../shared/contracts/history";
import type { OffPlatformLog } from "../../../shared/contracts/progress";
import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import type { Db } from "../../db/create-db";
import { readPage } from "../../lib/read-page";
import type { UserRow } from "../user/index";
import { historyDay, videoTimeByDay } from "./history-days";
import { daysWithInput, entriesBetween, segmentsBetween } from "./history-repository";

type Learner = Pick<UserRow, "id" | "timezone">;

/**
 * One page of the learner's history (docs/progress.md "History"): the days with input, newest
 * first, in the learner's time zone, each with its videos and off-platform entries.
 */
export async function buildHistory(db: Db, user: Learner, page: number): Promise<HistoryResponse> {
  const timeZone = user.timezone;
  const { rows: days, hasMore } = await readPage(page, HISTORY_DAYS_PER_PAGE, (offset, limit) =>
    daysWithInput(db, user.id, limit, offset),
  );
  const newest = days[0]?.date;
  const oldest = days.at(-1)?.date;
  if (!newest || !oldest) return { days: [], hasMore: false, timezone: timeZone };

  const fromMs = zonedDateTimeToInstant(oldest, "00:00", timeZone);
  const toMs = zonedDateTimeToInstant(addDays(newest, 1), "00:00", timeZone);
  const [segments, entries] = await Promise.all([
    segmentsBetween(db, user.id, fromMs, toMs),
    entriesBetween(db, user.id, oldest, newest),
  ]);
  const videos = videoTimeByDay(segments, timeZone, new Set(days.map((d) => d.date)));
  const entriesByDay = new Map<string, OffPlatformLog[]>();
  for (const entry of entries) {
    entriesByDay.set(entry.startDate, [...(entriesByDay.get(entry.startDate) ?? []), entry]);
  }
  return {
    days: days.map((day) => historyDay(day, videos.get(day.date), entriesByDay.get(day.date) ?? [])),
    hasMore,
    timezone: timeZone,
  };
}
