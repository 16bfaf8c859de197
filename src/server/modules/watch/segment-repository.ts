import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/create-db";
import type { VideosTable } from "../../db/schema";
import type { UserRow } from "../user/index";
import type { BatchCredit, ReportInput, StoredSegment } from "./batch-credit";
import { FUTURE_START_MS } from "./credit";

const unique = <T>(values: T[]) => [...new Set(values)];

/*
 * The SQL of watch-time reports (docs/watch-time.md); segment-service.ts decides and orders them.
 * Every function runs in the caller's transaction.
 */

/** The columns lockReporters selects; their types are the table's (db/schema.ts). */
export type ReporterRow = Pick<UserRow, "id" | "watch_time_ms" | "is_anonymous" | "premium" | "roles">;

/** The columns findReportedVideos selects, and what it computes. */
export type ReportedVideoRow = Pick<Selectable<VideosTable>, "id" | "premium" | "visible" | "upload_date"> & {
  /** A planner draft (migration 0028). */
  draft: boolean;
};

/** Locks the reporters' rows in id order (so that two instances never deadlock) and reads them. */
export async function lockReporters(trx: Db, userIds: string[]): Promise<ReporterRow[]> {
  const { rows } = await sql<ReporterRow>`
    SELECT id, watch_time_ms, is_anonymous, premium, roles
    FROM users WHERE id = ANY(${userIds}::uuid[]) ORDER BY id FOR UPDATE`.execute(trx);
  return rows;
}

/** The reported videos that exist, with what the access rule reads of them. */
export async function findReportedVideos(trx: Db, videoIds: string[]): Promise<ReportedVideoRow[]> {
  const { rows } = await sql<ReportedVideoRow>`
    SELECT id, premium, visible, upload_date, draft_missing IS NOT NULL AS draft FROM videos WHERE id = ANY(${videoIds}::text[])`.execute(
    trx,
  );
  return rows;
}

/**
 * Every segment of the batch's users that may matter: those ending after each user's earliest
 * reported start less FUTURE_START_MS, since a segment's anchor is never earlier than that
 * (credit.ts anchorOf), so its own stored row and every segment it could overlap are read.
 */
export async function storedSegments(
  trx: Db,
  reports: readonly Pick<ReportInput, "userId" | "startMs">[],
): Promise<StoredSegment[]> {
  const earliest = new Map<string, number>();
  for (const r of reports) {
    const from = r.startMs - FUTURE_START_MS;
    earliest.set(r.userId, Math.min(earliest.get(r.userId) ?? from, from));
  }
  const result = await sql<StoredSegment>`
    SELECT s.user_id AS "userId", s.video_id AS "videoId", s.playing_start_ms AS "startMs",
      s.wall_start_ms AS "wallStartMs", s.wall_end_ms AS "wallEndMs"
    FROM watch_segments s
    JOIN unnest(${[...earliest.keys()]}::uuid[], ${[...earliest.values()]}::bigint[]) AS q(user_id, earliest)
      ON s.user_id = q.user_id AND s.wall_end_ms >= q.earliest`.execute(trx);
  return result.rows;
}

/**
 * Stores the batch with one statement (data-modifying CTEs all run, in this transaction) and
 * answers each (user, today) total after it, keyed "userId day".
 */
export async function writeBatch(
  trx: Db,
  batch: BatchCredit,
  reports: readonly { userId: string; today: string }[],
): Promise<Map<string, number>> {
  const { segments, videoStates, days, heard } = batch;
  const gains = [...batch.userTotals].filter(([, ms]) => ms > 0);
  const todayPairs = unique(reports.map((r) => `${r.userId} ${r.today}`)).map((key) => key.split(" "));
  const result = await sql<{ key: string; ms: number }>`
    WITH segment_rows AS (
      INSERT INTO watch_segments
        (user_id, video_id, playing_start_ms, wall_start_ms, wall_end_ms, credited_ms, last_report_at)
      SELECT s.*, now() FROM unnest(
        ${segments.map((s) => s.userId)}::uuid[], ${segments.map((s) => s.videoId)}::text[],
        ${segments.map((s) => s.startMs)}::bigint[], ${segments.map((s) => s.wallStartMs)}::bigint[],
        ${segments.map((s) => s.wallEndMs)}::bigint[], ${segments.map((s) => s.creditMs)}::bigint[]) AS s
      ON CONFLICT (user_id, video_id, playing_start_ms) DO UPDATE SET
        wall_end_ms = GREATEST(watch_segments.wall_end_ms, excluded.wall_end_ms),
        credited_ms = watch_segments.credited_ms + excluded.credited_ms,
        last_report_at = now()
    ), video_state_rows AS (
      INSERT INTO user_video_state (user_id, video_id, watch_time_ms, last_watch_time, position_at_ms, updated_at)
      SELECT v.*, now() FROM unnest(
        ${videoStates.map((v) => v.userId)}::uuid[], ${videoStates.map((v) => v.videoId)}::text[],
        ${videoStates.map((v) => v.ms)}::bigint[], ${videoStates.map((v) => v.position)}::float8[],
        ${videoStates.map((v) => v.positionAtMs)}::bigint[]) AS v
      ON CONFLICT (user_id, video_id) DO UPDATE SET
        watch_time_ms = user_video_state.watch_time_ms + excluded.watch_time_ms,
        last_watch_time = CASE WHEN excluded.position_at_ms >= user_video_state.position_at_ms
          THEN excluded.last_watch_time ELSE user_video_state.last_watch_time END,
        position_at_ms = GREATEST(user_video_state.position_at_ms, excluded.position_at_ms),
        updated_at = now()
    ), day_rows AS (
      INSERT INTO daily_totals (user_id, day, video_ms)
      SELECT * FROM unnest(
        ${days.map((d) => d.userId)}::uuid[], ${days.map((d) => d.day)}::date[], ${days.map((d) => d.ms)}::bigint[])
      ON CONFLICT (user_id, day) DO UPDATE SET video_ms = daily_totals.video_ms + excluded.video_ms
      RETURNING user_id, day, video_ms + off_platform_ms AS ms
    ), heard_rows AS (
      INSERT INTO credited_intervals (user_id, video_id, from_seconds, to_seconds)
      SELECT * FROM unnest(
        ${heard.map((h) => h.userId)}::uuid[], ${heard.map((h) => h.videoId)}::text[],
        ${heard.map((h) => h.from)}::float8[], ${heard.map((h) => h.to)}::float8[])
    ), user_rows AS (
      UPDATE users SET watch_time_ms = users.watch_time_ms + gain.ms
      FROM unnest(${gains.map(([id]) => id)}::uuid[], ${gains.map(([, ms]) => ms)}::bigint[]) AS gain(id, ms)
      WHERE users.id = gain.id
    )
    -- A day this statement changes is read from its RETURNING; any other from the table.
    SELECT q.user_id::text || ' ' || q.day::text AS key, COALESCE(
      (SELECT d.ms FROM day_rows d WHERE d.user_id = q.user_id AND d.day = q.day),
      (SELECT t.video_ms + t.off_platform_ms FROM daily_totals t WHERE t.user_id = q.user_id AND t.day = q.day),
      0) AS ms
    FROM unnest(${todayPairs.map(([id]) => id)}::uuid[], ${todayPairs.map(([, day]) => day)}::date[]) AS q(user_id, day)`.execute(
    trx,
  );
  return new Map(result.rows.map((row) => [row.key, row.ms]));
}
