import { sql } from "kysely";
import type { Db } from "../../db/create-db";

export interface Credit {
  userId: string;
  videoId: string;
  /** Milliseconds of input to add. */
  ms: number;
  /** The user's local date the credit belongs to. */
  day: string;
  /** Playback position reached, seconds. */
  position: number;
}

/**
 * Applies one credit of watch time, in one transaction, to the user's total, the daily total of
 * their local date and their per-video state. Increments happen in SQL, never read-modify-write.
 */
export async function applyCredit(db: Db, credit: Credit): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ watch_time_ms: sql`watch_time_ms + ${credit.ms}` })
      .where("id", "=", credit.userId)
      .execute();
    await sql`
      INSERT INTO daily_totals (user_id, day, video_ms) VALUES (${credit.userId}, ${credit.day}, ${credit.ms})
      ON CONFLICT (user_id, day) DO UPDATE SET video_ms = daily_totals.video_ms + excluded.video_ms`.execute(
      trx,
    );
    await sql`
      INSERT INTO user_video_state (user_id, video_id, watch_time_ms, last_watch_time, updated_at)
      VALUES (${credit.userId}, ${credit.videoId}, ${credit.ms}, ${credit.position}, now())
      ON CONFLICT (user_id, video_id) DO UPDATE
        SET watch_time_ms = user_video_state.watch_time_ms + excluded.watch_time_ms,
            last_watch_time = excluded.last_watch_time,
            updated_at = now()`.execute(trx);
  });
}
