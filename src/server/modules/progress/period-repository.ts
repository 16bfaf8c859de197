import { sql } from "kysely";
import type { Db } from "../../db/create-db";

/** Total input (video + off-platform) of the local dates up to `to`, included, ms. */
export async function inputThrough(db: Db, userId: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("daily_totals")
    .select(sql<number>`COALESCE(sum(video_ms + off_platform_ms), 0)`.as("total"))
    .where("user_id", "=", userId)
    .where("day", "<=", to)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
