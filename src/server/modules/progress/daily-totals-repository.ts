import type { Db } from "../../db/create-db";

/**
 * A learner's rows of daily_totals, one a local date with its video and off-platform
 * milliseconds: the one read the history, the graph, the level statistics and the export narrow
 * (by range, by input, by order) instead of each writing it again.
 */
export function learnerDays(db: Db, userId: string) {
  return db
    .selectFrom("daily_totals")
    .select(["day", "video_ms", "off_platform_ms"])
    .where("user_id", "=", userId);
}
