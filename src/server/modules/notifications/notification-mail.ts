import type { MailMessage } from "../../lib/mailer";
import type { EmailFlag } from "./email-flags";
import { findNotification } from "./inbox-repository";
import type { JobContext, JobRecipient } from "./job-model";
import { escapeHtml, learnerMail } from "./mail-layout";

/**
 * The mail of a notification (an assessment invitation, a piece of big news): its title, text and
 * link, for a job whose kind and period are the notification's kind and key. Null when the
 * notification is gone (the job is then skipped).
 */
export function notificationMail(kind: string, flag: EmailFlag) {
  return async (ctx: JobContext, user: JobRecipient, key: string): Promise<MailMessage | null> => {
    const notification = await findNotification(ctx.db, user.id, kind, key);
    if (!notification) return null;
    const base = ctx.config.publicUrl;
    const link = /^https?:\/\//.test(notification.link) ? notification.link : `${base}${notification.link}`;
    const hello = `Hello${user.name ? ` ${user.name}` : ""},`;
    const text = [hello, "", notification.body, "", link, ""].join("\n");
    const html = [
      `<p>${escapeHtml(hello)}</p>`,
      `<p style="font-weight:600">${escapeHtml(notification.title)}</p>`,
      ...notification.body.split(/\n+/).map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p><a href="${escapeHtml(link)}" style="color:#0a58ca">${escapeHtml(link)}</a></p>`,
    ].join("\n");
    return learnerMail({
      to: user.email,
      subject: notification.title,
      text,
      html,
      userId: user.id,
      flag,
      publicUrl: base,
      sessionSecret: ctx.config.sessionSecret,
      now: ctx.now,
    });
  };
}
