import { daysBetween } from "../../../shared/domain/calendar";
import { composeNewVideosDigest } from "./digest-mail";
import { NEW_VIDEOS_KIND, newVideosPeriodDue } from "./digest-window";
import type { EmailJobKind } from "./job-model";
import { notificationMail } from "./notification-mail";
import { readReportFigures } from "./report-figures";
import { type ReportWording, reportMail } from "./report-mail";
import {
  monthlyPeriod,
  monthlyReportDue,
  type ReportPeriod,
  weeklyPeriod,
  weeklyReportDue,
} from "./report-period";

const monthTitle = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * A progress report (docs/emails.md "What a report says"): the learner's figures of the period
 * its key names, in the report's mail. The weekly and the monthly report differ only in their
 * schedule, their period and their words.
 */
function reportKind(
  flag: ReportWording["flag"],
  due: EmailJobKind["due"],
  periodOf: (key: string) => ReportPeriod,
  words: (period: ReportPeriod) => Pick<ReportWording, "title" | "span">,
): EmailJobKind {
  return {
    flag,
    due,
    compose: async (ctx, learner, key) => {
      const period = periodOf(key);
      const figures = await readReportFigures(ctx, learner, period);
      const days = daysBetween(period.from, period.to) + 1;
      return reportMail(ctx, learner, figures, { flag, ...words(period), days });
    },
  };
}

const weekly = reportKind("weekly", weeklyReportDue, weeklyPeriod, (period) => ({
  title: `Your week of ${shortDay.format(utcDate(period.from))} – ${shortDay.format(utcDate(period.to))}`,
  span: "this week",
}));

const monthly = reportKind("monthly", monthlyReportDue, monthlyPeriod, (period) => ({
  title: `Your ${monthTitle.format(utcDate(period.from))}`,
  span: "this month",
}));

/** The new-video digest: one a day at most, when something is new (digest-mail.ts). */
const newVideos: EmailJobKind = {
  flag: "new_videos",
  due: newVideosPeriodDue,
  compose: composeNewVideosDigest,
};

/**
 * The mail of a notification (notification-mail.ts): planned by the event that made it (an
 * assessment invitation, a piece of big news), never by the clock, so `due` is always null.
 */
const ofNotification = (kind: string, flag: EmailJobKind["flag"]): EmailJobKind => ({
  flag,
  due: () => null,
  compose: notificationMail(kind, flag),
});

/**
 * Every kind of email the runner sends, by the name its jobs carry (docs/emails.md). A kind's name
 * is part of the jobs' unique key: renaming one plans its mails again.
 */
export const JOB_KINDS: Record<string, EmailJobKind> = {
  weekly,
  monthly,
  [NEW_VIDEOS_KIND]: newVideos,
  assessment: ofNotification("assessment", "assessments"),
  news: ofNotification("news", "big_news"),
};
