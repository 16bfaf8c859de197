import { sql } from "kysely";
import { canBeCreditedFor, canSeeVideo } from "../../../shared/domain/video-access";
import type { Db } from "../../db/create-db";
import { type AppError, forbidden, notFound, unauthorized } from "../../lib/app-error";
import { accessCallerOf } from "../user/roles";
import { NO_SUCH_VIDEO, premiumRefusal } from "../video/video-access";
import { type BatchCredit, creditBatch, type ReportInput, type StoredSegment } from "./batch-credit";
import { FUTURE_START_MS } from "./credit";

export interface QueuedReport extends ReportInput {
  /** The learner's "today" (profile time zone) when the report arrived: its total is answered. */
  today: string;
}

export interface ReportOutcome {
  creditMs: number;
  /** The learner's total input after this report, ms. */
  totalMs: number;
  /** The learner's input today (video + off-platform) after this report, ms. */
  todayMs: number;
}

const unique = <T>(values: T[]) => [...new Set(values)];

interface ReporterRow {
  id: string;
  watch_time_ms: number;
  is_anonymous: boolean;
  premium: boolean;
  roles: string[];
}

interface ReportedVideoRow {
  id: string;
  premium: boolean;
  visible: boolean;
  upload_date: Date;
}

/**
 * Why a report may not be credited, or null: time is only earned on a video the caller may play
 * (the shared rule of shared/domain/video-access.ts), with the watch page's sentences.
 */
function playRefusal(
  user: ReporterRow | undefined,
  video: ReportedVideoRow | undefined,
  nowMs: number,
): AppError | null {
  if (!user) return unauthorized("Your session has ended. Reload the page to continue.");
  if (!video) return notFound(NO_SUCH_VIDEO);
  const caller = accessCallerOf(user);
  const access = {
    visible: video.visible,
    uploadMs: new Date(video.upload_date).getTime(),
    premium: video.premium,
  };
  if (canBeCreditedFor(caller, access, nowMs)) return null;
  if (!canSeeVideo(caller, access, nowMs)) {
    return forbidden("This video is not available to watch now, so its time is not counted.");
  }
  // A premium video without premium access: the player's sentences, with 403 for a learner.
  return user.is_anonymous ? unauthorized(premiumRefusal(user)) : forbidden(premiumRefusal(user));
}

/**
 * Records a batch of segment reports in one transaction (docs/watch-time.md). The users' rows are
 * locked first, in id order, so that one user's reports (from any tab or instance) are decided one
 * batch at a time and two instances never deadlock; the credits are decided in order in memory
 * (batch-credit.ts) and stored with one statement. A report whose user or video does not exist
 * gets its own error; the others are recorded.
 */
export async function recordSegmentReports(
  db: Db,
  reports: readonly QueuedReport[],
): Promise<(ReportOutcome | Error)[]> {
  return db.transaction().execute(async (trx) => {
    const userIds = unique(reports.map((r) => r.userId));
    const locked = await sql<ReporterRow>`
      SELECT id, watch_time_ms, is_anonymous, premium, roles
      FROM users WHERE id = ANY(${userIds}::uuid[]) ORDER BY id FOR UPDATE`.execute(trx);
    const videoIds = unique(reports.map((r) => r.videoId));
    const known = await sql<ReportedVideoRow>`
      SELECT id, premium, visible, upload_date FROM videos WHERE id = ANY(${videoIds}::text[])`.execute(trx);

    const users = new Map(locked.rows.map((row) => [row.id, row]));
    const totals = new Map(locked.rows.map((row) => [row.id, row.watch_time_ms]));
    const videos = new Map(known.rows.map((row) => [row.id, row]));
    const refusal = (report: QueuedReport) =>
      playRefusal(users.get(report.userId), videos.get(report.videoId), report.nowMs);
    const refusals = reports.map(refusal);
    const accepted = reports.filter((_, i) => refusals[i] === null);
    const outcomes = accepted.length > 0 ? await store(trx, accepted, totals) : [];
    return refusals.map((refused) => refused ?? (outcomes.shift() as ReportOutcome));
  });
}

async function store(
  trx: Db,
  reports: QueuedReport[],
  totals: Map<string, number>,
): Promise<ReportOutcome[]> {
  const batch = creditBatch(reports, await storedSegments(trx, reports));
  const todays = await writeBatch(trx, batch, reports);

  // Each report answers the totals as they stood right after it, as if the batch ran one by one:
  // today's total less what later reports of the batch added to it.
  const todayAfter: number[] = [];
  const later = new Map<string, number>();
  for (let i = reports.length - 1; i >= 0; i--) {
    const key = `${reports[i]!.userId} ${reports[i]!.today}`;
    todayAfter[i] = (todays.get(key) ?? 0) - (later.get(key) ?? 0);
    const credit = batch.credits[i]!;
    if (credit.day === reports[i]!.today) later.set(key, (later.get(key) ?? 0) + credit.creditMs);
  }
  return reports.map((report, i) => {
    const totalMs = (totals.get(report.userId) ?? 0) + batch.credits[i]!.creditMs;
    totals.set(report.userId, totalMs);
    return { creditMs: batch.credits[i]!.creditMs, totalMs, todayMs: todayAfter[i]! };
  });
}

/**
 * Every segment of the batch's users that may matter: those ending after each user's earliest
 * reported start less FUTURE_START_MS, since a segment's anchor is never earlier than that
 * (credit.ts anchorOf), so its own stored row and every segment it could overlap are read.
 */
async function storedSegments(trx: Db, reports: QueuedReport[]): Promise<StoredSegment[]> {
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
async function writeBatch(
  trx: Db,
  batch: BatchCredit,
  reports: QueuedReport[],
): Promise<Map<string, number>> {
  const { segments, videoStates, days } = batch;
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
