import type { DayInput } from "../../../shared/domain/level-reached";
import type { Db } from "../../db/create-db";
import { learnerDays } from "./daily-totals-repository";

/**
 * Every local date with input (video + off-platform), oldest first, seconds. A learner has one row
 * a day at most, so even years of daily practice are a few thousand small rows.
 */
export async function allDayInputs(db: Db, userId: string): Promise<DayInput[]> {
  const rows = await learnerDays(db, userId).orderBy("day").execute();
  return rows.map((r) => ({ date: r.day, seconds: (Number(r.video_ms) + Number(r.off_platform_ms)) / 1000 }));
}
