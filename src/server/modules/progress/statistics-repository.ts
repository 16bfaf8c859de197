import type { DayInput } from "../../../shared/domain/level-reached";
import type { Db } from "../../db/create-db";

/**
 * Every local date with input (video + off-platform), oldest first, seconds. A learner has one row
 * a day at most, so even years of daily practice are a few thousand small rows.
 */
export async function allDayInputs(db: Db, userId: string): Promise<DayInput[]> {
  const rows = await db
    .selectFrom("daily_totals")
    .select(["day", "video_ms", "off_platform_ms"])
    .where("user_id", "=", userId)
    .orderBy("day")
    .execute();
  return rows.map((r) => ({ date: r.day, seconds: (Number(r.video_ms) + Number(r.off_platform_ms)) / 1000 }));
}
