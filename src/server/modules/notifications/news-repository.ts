import { sql } from "kysely";
import type { Announcement } from "../../../shared/contracts/news";
import type { Db } from "../../db/create-db";

/*
 * The SQL of big news (migration 0020). Posting is one transaction (news-service.ts): the
 * announcement, one notification for every learner and one mail job for each learner with the
 * big-news email on; the notification's and the job's unique keys name the announcement, so each
 * is there once, and the email jobs send each mail once (docs/emails.md).
 */

/** A learner the email jobs may mail (as job-repository's planning reads it). */
const registeredWithBigNews = sql<boolean>`u.is_anonymous = false AND u.email_verified AND u.email IS NOT NULL
  AND u.notify_by_email_big_news_of_platform`;

/**
 * Within the caller's transaction: the announcement, its notification for every learner (visitors
 * too: the notification centre is theirs as well) and its mail job for each learner with the
 * big-news email on. Returns the announcement's id and the counts.
 */
export async function insertAnnouncement(
  trx: Db,
  news: { title: string; body: string; link: string | null; authorId: string; now: Date },
): Promise<{ id: string; notified: number; mailed: number }> {
  const { id } = await trx
    .insertInto("announcements")
    .values({
      title: news.title,
      body: news.body,
      link: news.link,
      created_by: news.authorId,
      created_at: news.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const notifiedRows = await sql`
    INSERT INTO notifications (user_id, kind, milestone_key, title, body, link, created_at)
    SELECT u.id, 'news', ${id}, ${news.title}, ${news.body}, ${news.link ?? "/"}, ${news.now}
    FROM users u
    ON CONFLICT (user_id, kind, milestone_key) DO NOTHING`.execute(trx);
  const mailedRows = await sql`
    INSERT INTO email_jobs (user_id, kind, period, run_after)
    SELECT u.id, 'news', ${id}, ${news.now}
    FROM users u
    WHERE ${registeredWithBigNews}
    ON CONFLICT (user_id, kind, period) DO NOTHING`.execute(trx);
  const notified = Number(notifiedRows.numAffectedRows ?? 0);
  const mailed = Number(mailedRows.numAffectedRows ?? 0);
  await trx.updateTable("announcements").set({ notified, mailed }).where("id", "=", id).execute();
  return { id, notified, mailed };
}

export async function listAnnouncements(db: Db, limit: number): Promise<Announcement[]> {
  const rows = await db
    .selectFrom("announcements as a")
    .leftJoin("users as u", "u.id", "a.created_by")
    .select(["a.id", "a.title", "a.body", "a.link", "a.created_at", "a.notified", "a.mailed", "u.email"])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    link: r.link,
    createdAt: r.created_at.toISOString(),
    author: r.email ?? null,
    notified: r.notified,
    mailed: r.mailed,
  }));
}
