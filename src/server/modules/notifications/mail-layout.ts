import type { MailMessage } from "../../lib/mailer";
import { EMAIL_FLAG_NAMES, type EmailFlag } from "./email-flags";
import { signUnsubscribeToken } from "./unsubscribe-token";

export interface LearnerMailInput {
  to: string;
  subject: string;
  /** The body as plain text, without the footer. */
  text: string;
  /** The body as HTML (escaped by the caller with `escapeHtml`), without the footer. */
  html: string;
  userId: string;
  /** The setting this mail belongs to: the footer and the headers turn it off. */
  flag: EmailFlag;
  publicUrl: string;
  sessionSecret: string;
  now: Date;
}

/**
 * Every email to a learner: the body in the common layout, a plain-text part, a footer that says
 * why it came and links to a page that turns this kind of mail off without signing in, and the
 * one-click unsubscribe headers of RFC 8058 that mail clients show as an "Unsubscribe" button.
 */
export function learnerMail(input: LearnerMailInput): MailMessage {
  const token = signUnsubscribeToken(input.sessionSecret, input.userId, input.flag, input.now);
  const page = `${input.publicUrl}/unsubscribe?token=${token}`;
  const oneClick = `${input.publicUrl}/api/unsubscribe?token=${token}`;
  const account = `${input.publicUrl}/account`;
  const what = EMAIL_FLAG_NAMES[input.flag];
  const text = [
    input.text.trimEnd(),
    "",
    "--",
    `You receive ${what} because they are on in your Ponyatno account settings.`,
    `Unsubscribe from ${what}: ${page}`,
    `All email settings: ${account}`,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="font-weight:700;font-size:20px;margin:0 0 16px">Ponyatno</p>
<div style="background:#fff;border-radius:8px;padding:20px;line-height:1.5">
${input.html}
</div>
<p style="font-size:13px;color:#5c636a;margin:16px 0 0;line-height:1.5">
You receive ${escapeHtml(what)} because they are on in your Ponyatno account settings.<br>
<a href="${escapeHtml(page)}" style="color:#0a58ca">Unsubscribe from ${escapeHtml(what)}</a> ·
<a href="${escapeHtml(account)}" style="color:#0a58ca">All email settings</a>
</p>
</div>
</body></html>
`;
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text for an HTML body or attribute: titles and comments come from people. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}
