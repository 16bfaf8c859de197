import { formatSeconds } from "../../../shared/domain/time-format";
import type { MailMessage } from "../../lib/mailer";
import { type PublishedVideo, videosPublishedBetween } from "../catalog/index";
import { digestEnd, digestStart } from "./digest-window";
import type { JobContext, JobRecipient } from "./job-model";
import { escapeHtml, learnerMail } from "./mail-layout";

/**
 * The new-video digest of one learner for one local date (docs/emails.md "New-video digest"):
 * the videos that reached learners since the previous digest ended, up to 08:00 of that date.
 * Null when there is none: no mail is sent (the job is skipped), and the window still moves on.
 */
export async function composeNewVideosDigest(
  ctx: JobContext,
  user: JobRecipient,
  period: string,
): Promise<MailMessage | null> {
  const from = await digestStart(ctx.db, user, period);
  const to = digestEnd(period, user.timezone);
  const { videos, total } = await videosPublishedBetween(ctx.db, from, to);
  if (total === 0) return null;
  const base = ctx.config.publicUrl;
  const more = total - videos.length;
  const subject = total === 1 ? "A new video on Ponyatno" : `${total} new videos on Ponyatno`;
  const intro = total === 1 ? "A new video is waiting for you:" : `${total} new videos are waiting for you:`;
  const text = [
    `Hello${user.name ? ` ${user.name}` : ""},`,
    "",
    intro,
    "",
    ...videos.map((v) => `- ${v.title} (${describe(v)})\n  ${base}/watch/${encodeURIComponent(v.id)}`),
    ...(more > 0 ? ["", `and ${more} more: ${base}/browse`] : []),
    "",
    "Happy watching!",
  ].join("\n");
  const html = [
    `<p>Hello${user.name ? ` ${escapeHtml(user.name)}` : ""},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul style="padding-left:20px">',
    ...videos.map(
      (v) =>
        `<li style="margin-bottom:8px"><a href="${escapeHtml(`${base}/watch/${encodeURIComponent(v.id)}`)}" style="color:#0a58ca">${escapeHtml(v.title)}</a><br><span style="color:#5c636a">${escapeHtml(describe(v))}</span></li>`,
    ),
    "</ul>",
    ...(more > 0
      ? [`<p><a href="${escapeHtml(`${base}/browse`)}" style="color:#0a58ca">and ${more} more</a></p>`]
      : []),
    "<p>Happy watching!</p>",
  ].join("\n");
  return learnerMail({
    to: user.email,
    subject,
    text,
    html,
    userId: user.id,
    flag: "new_videos",
    publicUrl: base,
    sessionSecret: ctx.config.sessionSecret,
    now: ctx.now,
  });
}

/** "Beginner 1 · 12:05 · Channel name · Premium" */
function describe(video: PublishedVideo): string {
  return [
    video.level,
    formatSeconds(video.durationSeconds),
    video.channelName,
    video.premium ? "Premium" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
