import { sql } from "kysely";
import type { Db } from "../../db/create-db";

/** A video as the emails list it. */
export interface PublishedVideo {
  id: string;
  title: string;
  level: string;
  durationSeconds: number;
  channelName: string;
  premium: boolean;
  /** When learners could first see it: the later of its publication date and its last un-hiding. */
  publishedAt: Date;
}

/** At most this many videos in one email; a digest says how many more there are. */
export const PUBLISHED_VIDEOS_LIMIT = 50;

/**
 * Visible videos that reached learners in (from, to]: visible, and the later of their upload
 * (schedule) date and the moment they were last made visible (videos.published_at, migration 0013)
 * falls in the window, so a scheduled video counts when its date comes and a hidden one when it is
 * shown. Oldest first. For the notifications module (new-video digest, reports).
 */
export async function videosPublishedBetween(
  db: Db,
  from: Date,
  to: Date,
  limit = PUBLISHED_VIDEOS_LIMIT,
): Promise<{ videos: PublishedVideo[]; total: number }> {
  const reachedAt = sql<Date>`greatest(v.published_at, v.upload_date)`;
  const base = db
    .selectFrom("videos as v")
    .innerJoin("channels as c", "c.id", "v.channel_id")
    .where("v.visible", "=", true)
    // A planner draft has not reached learners (the access rule's `draft`, migration 0028).
    .where("v.draft_missing", "is", null)
    .where(reachedAt, ">", from)
    .where(reachedAt, "<=", to);
  const [rows, count] = await Promise.all([
    base
      .select([
        "v.id",
        "v.title",
        "v.level",
        "v.duration_seconds",
        "v.premium",
        "c.name as channel_name",
        reachedAt.as("published_at"),
      ])
      .orderBy(reachedAt)
      .orderBy("v.id")
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    videos: rows.map((r) => ({
      id: r.id,
      title: r.title,
      level: r.level,
      durationSeconds: r.duration_seconds,
      channelName: r.channel_name,
      premium: r.premium,
      publishedAt: new Date(r.published_at),
    })),
  };
}
