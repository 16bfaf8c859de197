import { countOf } from "../../../shared/domain/counts";
import { formatDuration, formatSeconds } from "../../../shared/domain/time-format";
import type { MailMessage } from "../../lib/mailer";
import type { JobContext, JobRecipient } from "./job-model";
import { escapeHtml, learnerMail } from "./mail-layout";
import type { ReportFigures } from "./report-figures";

/** How many of the period's new videos a report lists; the rest are a count and a link. */
export const REPORT_VIDEOS_LISTED = 10;

export interface ReportWording {
  flag: "weekly" | "monthly";
  /** "Your week of 16–22 Nov 2026", "Your October 2026". */
  title: string;
  /** "this week", "this month": for the videos' heading. */
  span: string;
  /** How many days the period has, for "4 of 7 days". */
  days: number;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "Wednesday 18 Nov" for a local date: a report names the day of its week, not the year. */
function formatWeekday(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The report's lines as label and value, the same in the text and the HTML. */
function figureLines(figures: ReportFigures, wording: ReportWording): [string, string][] {
  const s = figures.summary;
  const level = s.level.name || "Past Advanced";
  const next =
    s.level.hoursToNext === null
      ? "the top of the scale"
      : `${formatDuration(s.level.hoursToNext * 3600)} to ${s.level.nextName || "the open top band"}`;
  return [
    [
      "Input",
      `${formatDuration(s.totalSeconds)} (videos ${formatDuration(s.videoSeconds)}, off-platform ${formatDuration(s.offPlatformSeconds)})`,
    ],
    ["Days active", `${s.daysActive} of ${wording.days}`],
    [
      "Best day",
      s.bestDay ? `${formatWeekday(s.bestDay.date)}, ${formatDuration(s.bestDay.seconds)}` : "none",
    ],
    ["Streak", `${countOf(s.streakDays, "day")} at the end of the period`],
    ["Level", `${level}, ${formatDuration(s.hoursAtEnd * 3600)} in total; ${next}`],
  ];
}

/** A weekly or monthly report for one learner: plain text and HTML, in the learners' mail layout. */
export function reportMail(
  ctx: JobContext,
  learner: JobRecipient,
  figures: ReportFigures,
  wording: ReportWording,
): MailMessage {
  const base = ctx.config.publicUrl;
  const lines = figureLines(figures, wording);
  const listed = figures.videos.slice(0, REPORT_VIDEOS_LISTED);
  const more = figures.videoCount - listed.length;
  const videoLine = (v: (typeof listed)[number]) =>
    `${v.title} (${v.level}, ${formatSeconds(v.durationSeconds)}${v.premium ? ", premium" : ""})`;
  const watchUrl = (id: string) => `${base}/watch/${encodeURIComponent(id)}`;
  const videosHeading =
    figures.videoCount === 0
      ? `No new videos ${wording.span}.`
      : `New videos ${wording.span} (${figures.videoCount}):`;

  const text = [
    `Hi ${learner.name || "there"},`,
    "",
    `${wording.title}:`,
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    videosHeading,
    ...listed.map((v) => `- ${videoLine(v)}: ${watchUrl(v.id)}`),
    ...(more > 0 ? [`…and ${more} more: ${base}/browse`] : []),
    "",
    `Your progress: ${base}/progress`,
  ].join("\n");

  const html = [
    `<p>Hi ${escapeHtml(learner.name || "there")},</p>`,
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(wording.title)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">`,
    ...lines.map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(videosHeading)}</h2>`,
    ...(listed.length > 0
      ? [
          "<ul>",
          ...listed.map(
            (v) => `<li><a href="${escapeHtml(watchUrl(v.id))}">${escapeHtml(videoLine(v))}</a></li>`,
          ),
          "</ul>",
        ]
      : []),
    ...(more > 0 ? [`<p><a href="${escapeHtml(`${base}/browse`)}">…and ${more} more</a></p>`] : []),
    `<p><a href="${escapeHtml(`${base}/progress`)}">See your progress</a></p>`,
  ].join("\n");

  const total = formatDuration(figures.summary.totalSeconds);
  return learnerMail({
    to: learner.email,
    subject: `${wording.title}: ${total} of Russian`,
    text,
    html,
    userId: learner.id,
    flag: wording.flag,
    publicUrl: ctx.config.publicUrl,
    sessionSecret: ctx.config.sessionSecret,
    now: ctx.now,
  });
}
