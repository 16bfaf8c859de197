import { sql } from "kysely";
import type { RatingCounts, RatingValue } from "../../../shared/contracts/ratings";
import type { Db } from "../../db/create-db";

/** What the rating rules read of a video and of the learner's watching of it. */
export interface RatingSubject {
  visible: boolean;
  uploadDate: Date;
  /** A planner draft (docs/content-planner.md "Drafts"): learners do not see it. */
  draft: boolean;
  premium: boolean;
  durationSeconds: number;
  /** Seconds the server credited the learner for this video (0: never watched). */
  creditedSeconds: number;
  /** The learner's stored position, seconds. */
  positionSeconds: number;
  rating: RatingValue | null;
}

/** The video, the learner's watch state of it and their rating, in one statement; undefined: no such video. */
export async function readRatingSubject(
  db: Db,
  userId: string,
  videoId: string,
): Promise<RatingSubject | undefined> {
  const row = await db
    .selectFrom("videos as v")
    .leftJoin("user_video_state as s", (join) =>
      join.onRef("s.video_id", "=", "v.id").on("s.user_id", "=", userId),
    )
    .leftJoin("video_ratings as r", (join) =>
      join.onRef("r.video_id", "=", "v.id").on("r.user_id", "=", userId),
    )
    .select([
      "v.visible",
      "v.upload_date",
      "v.draft_missing",
      "v.premium",
      "v.duration_seconds",
      "s.watch_time_ms",
      "s.last_watch_time",
      "r.rating",
    ])
    .where("v.id", "=", videoId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    visible: row.visible,
    uploadDate: row.upload_date,
    draft: row.draft_missing !== null,
    premium: row.premium,
    durationSeconds: row.duration_seconds,
    creditedSeconds: (row.watch_time_ms ?? 0) / 1000,
    positionSeconds: row.last_watch_time ?? 0,
    rating: (row.rating as RatingValue | null) ?? null,
  };
}

/** The learner's rating of the video: a new one replaces theirs, with its time. */
export async function writeRating(
  db: Db,
  userId: string,
  videoId: string,
  rating: RatingValue,
): Promise<void> {
  await db
    .insertInto("video_ratings")
    .values({ user_id: userId, video_id: videoId, rating })
    .onConflict((oc) => oc.columns(["user_id", "video_id"]).doUpdateSet({ rating, rated_at: sql`now()` }))
    .execute();
}

/** A video's ratings, counted, and the time of the last. */
export async function videoRatingCounts(
  db: Db,
  videoId: string,
): Promise<RatingCounts & { lastRatedAt: Date | null }> {
  const rows = await db
    .selectFrom("video_ratings")
    .select(["rating", sql<number>`count(*)::int`.as("n"), sql<Date>`max(rated_at)`.as("last")])
    .where("video_id", "=", videoId)
    .groupBy("rating")
    .execute();
  const counts = { easy: 0, right: 0, hard: 0 };
  let lastRatedAt: Date | null = null;
  for (const row of rows) {
    counts[row.rating as RatingValue] = Number(row.n);
    const last = new Date(row.last);
    if (!lastRatedAt || last > lastRatedAt) lastRatedAt = last;
  }
  return { ...counts, lastRatedAt };
}

/** Every rated video's counts, for the catalog's snapshot (one scan of the index on (video_id, rating)). */
export async function allRatingCounts(db: Db): Promise<Map<string, RatingCounts>> {
  const rows = await db
    .selectFrom("video_ratings")
    .select(["video_id", "rating", sql<number>`count(*)::int`.as("n")])
    .groupBy(["video_id", "rating"])
    .execute();
  const counts = new Map<string, RatingCounts>();
  for (const row of rows) {
    const tally = counts.get(row.video_id) ?? { easy: 0, right: 0, hard: 0 };
    tally[row.rating as RatingValue] = Number(row.n);
    counts.set(row.video_id, tally);
  }
  return counts;
}

/** The learner's ratings with the videos' titles, oldest first (the export). */
export async function learnerRatings(db: Db, userId: string) {
  const rows = await db
    .selectFrom("video_ratings as r")
    .innerJoin("videos as v", "v.id", "r.video_id")
    .select(["r.video_id", "v.title", "r.rating", "r.rated_at"])
    .where("r.user_id", "=", userId)
    .orderBy("r.rated_at")
    .orderBy("r.video_id")
    .execute();
  return rows.map((row) => ({
    videoId: row.video_id,
    title: row.title,
    rating: row.rating as RatingValue,
    ratedAt: row.rated_at.toISOString(),
  }));
}
