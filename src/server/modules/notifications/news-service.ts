import type { z } from "zod";
import type { newsRequestSchema } from "../../../shared/contracts/news";
import type { Db } from "../../db/create-db";
import { recordAudit } from "../audit/index";
import type { UserRow } from "../user/index";
import { insertAnnouncement } from "./news-repository";

/**
 * Posts big news (docs/admin.md "News"): the announcement, a notification for every learner and a
 * mail job for those with the big-news email on, audited, in one transaction: all of it or none.
 */
export async function postNews(
  db: Db,
  admin: Pick<UserRow, "id" | "email">,
  /** As the route's schema gives it: trimmed, the link "" when there is none. */
  news: z.output<typeof newsRequestSchema>,
  now: Date,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const posted = await insertAnnouncement(trx, {
      title: news.title,
      body: news.body,
      link: news.link === "" ? null : news.link,
      authorId: admin.id,
      now,
    });
    await recordAudit(trx, {
      actor: { id: admin.id, email: admin.email },
      action: "news.post",
      target: news.title,
      detail: { notified: posted.notified, mailed: posted.mailed },
    });
    return posted.id;
  });
}
