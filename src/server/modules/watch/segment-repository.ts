import { sql } from "kysely";
import { localDateOf } from "../../../shared/domain/dates";
import type { Db } from "../../db/create-db";
import { decideCredit, type Interval, REPORT_SLACK_MS } from "./credit";

export interface ReportInput {
  userId: string;
  videoId: string;
  startMs: number;
  elapsedMs: number;
  nowMs: number;
  /** Playback position reached, seconds. */
  position: number;
  timeZone: string;
}

/**
 * Records one segment report and credits its growth, all in one transaction. The user's row is
 * locked first, so that one user's reports (from any tab or instance) are decided one at a time;
 * every total grows by an increment in SQL.
 */
export async function recordSegmentReport(db: Db, input: ReportInput): Promise<number> {
  const { userId, videoId, startMs, nowMs } = input;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    const segment = await sql<{ wall_end_ms: number }>`
      WITH inserted AS (
        INSERT INTO watch_segments (user_id, video_id, playing_start_ms, wall_start_ms, wall_end_ms, last_report_at)
        VALUES (${userId}, ${videoId}, ${startMs}, ${startMs}, ${startMs}, now())
        ON CONFLICT DO NOTHING
        RETURNING wall_end_ms
      )
      SELECT wall_end_ms FROM inserted
      UNION ALL
      SELECT wall_end_ms FROM watch_segments
        WHERE user_id = ${userId} AND video_id = ${videoId} AND playing_start_ms = ${startMs}
      LIMIT 1`.execute(trx);
    const state = segment.rows[0];
    if (!state) throw new Error("segment row missing after upsert");

    const others = await trx
      .selectFrom("watch_segments")
      .select(["wall_start_ms", "wall_end_ms"])
      .where("user_id", "=", userId)
      .where("wall_end_ms", ">", state.wall_end_ms)
      .where("wall_start_ms", "<", nowMs + REPORT_SLACK_MS)
      .where((eb) => eb.or([eb("video_id", "!=", videoId), eb("playing_start_ms", "!=", startMs)]))
      .execute();
    const decision = decideCredit(
      { startMs, elapsedMs: input.elapsedMs, nowMs },
      { wallEndMs: state.wall_end_ms },
      others.map((o): Interval => [o.wall_start_ms, o.wall_end_ms]),
    );
    const credit = Math.round(decision.creditMs);

    await trx
      .updateTable("watch_segments")
      .set({
        wall_end_ms: decision.wallEndMs,
        credited_ms: sql`credited_ms + ${credit}`,
        last_report_at: new Date(nowMs),
      })
      .where("user_id", "=", userId)
      .where("video_id", "=", videoId)
      .where("playing_start_ms", "=", startMs)
      .execute();
    if (credit > 0) {
      await trx
        .updateTable("users")
        .set({ watch_time_ms: sql`watch_time_ms + ${credit}` })
        .where("id", "=", userId)
        .execute();
      // The credit belongs to the day (in the learner's zone) on which the credited piece ends.
      const day = localDateOf(decision.wallEndMs, input.timeZone);
      await sql`
        INSERT INTO daily_totals (user_id, day, video_ms) VALUES (${userId}, ${day}, ${credit})
        ON CONFLICT (user_id, day) DO UPDATE SET video_ms = daily_totals.video_ms + excluded.video_ms`.execute(
        trx,
      );
    }
    const reportMoment = startMs + input.elapsedMs;
    await sql`
      INSERT INTO user_video_state (user_id, video_id, watch_time_ms, last_watch_time, position_at_ms, updated_at)
      VALUES (${userId}, ${videoId}, ${credit}, ${input.position}, ${reportMoment}, now())
      ON CONFLICT (user_id, video_id) DO UPDATE SET
        watch_time_ms = user_video_state.watch_time_ms + excluded.watch_time_ms,
        last_watch_time = CASE WHEN excluded.position_at_ms >= user_video_state.position_at_ms
          THEN excluded.last_watch_time ELSE user_video_state.last_watch_time END,
        position_at_ms = GREATEST(user_video_state.position_at_ms, excluded.position_at_ms),
        updated_at = now()`.execute(trx);
    return credit;
  });
}
