import { sql } from "kysely";
import type { Db } from "../../src/server/db/create-db";
import type { TestApp } from "../setup/test-app";
import { newVisitor } from "./users";

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
 * Seeds one credit of watch time, in one transaction, to the user's total, the daily total of
 * `day` and their per-video state. A fixture, not the product's path: the server credits time only
 * through watch reports (watch/segment-service.ts), which decide the day and the amount from
 * server time and refuse a video the caller may not play then; tests need past days and exact
 * amounts on videos released yesterday.
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

/**
 * A new visitor (the app's first page load, a client that keeps its cookies) with one credit of
 * watch time already on them: by default half a minute on a day long past, so that the streak and
 * today's figures stay at 0.
 */
export async function visitorWhoWatched(
  t: TestApp,
  {
    videoId,
    position,
    ms = 30_000,
    day = "2025-03-01",
  }: Pick<Credit, "videoId" | "position"> & Partial<Credit>,
) {
  const { client, user } = await newVisitor(t);
  await applyCredit(t.db, { userId: user.id, videoId, ms, day, position });
  return { client, user };
}
