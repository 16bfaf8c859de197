import { daysBetween } from "../../../shared/domain/calendar";
import { composeNewVideosDigest } from "./digest-mail";
import { NEW_VIDEOS_KIND, newVideosPeriodDue } from "./digest-window";
import type { EmailJobKind } from "./job-model";
import { readReportFigures } from "./report-figures";
import { reportMail } from "./report-mail";
import { monthlyPeriod, monthlyReportDue, weeklyPeriod, weeklyReportDue } from "./report-period";

const monthTitle = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const shortDay = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

const weekly: EmailJobKind = {
  flag: "weekly",
  due: weeklyReportDue,
  compose: async (ctx, learner, monday) => {
    const period = weeklyPeriod(monday);
    const figures = await readReportFigures(ctx, learner, period);
    const from = shortDay.format(new Date(`${period.from}T00:00:00Z`));
    const to = shortDay.format(new Date(`${period.to}T00:00:00Z`));
    return reportMail(ctx, learner, figures, {
      flag: "weekly",
      title: `Your week of ${from} – ${to}`,
      span: "this week",
      days: 7,
    });
  },
};

const monthly: EmailJobKind = {
  flag: "monthly",
  due: monthlyReportDue,
  compose: async (ctx, learner, month) => {
    const period = monthlyPeriod(month);
    const figures = await readReportFigures(ctx, learner, period);
    return reportMail(ctx, learner, figures, {
      flag: "monthly",
      title: `Your ${monthTitle.format(new Date(`${period.from}T00:00:00Z`))}`,
      span: "this month",
      days: daysBetween(period.from, period.to) + 1,
    });
  },
};

/** The new-video digest: one a day at most, when something is new (digest-mail.ts). */
const newVideos: EmailJobKind = {
  flag: "new_videos",
  due: newVideosPeriodDue,
  compose: composeNewVideosDigest,
};

/**
 * Every kind of email the runner sends, by the name its jobs carry (docs/emails.md). A kind's name
 * is part of the jobs' unique key: renaming one plans its mails again.
 */
export const JOB_KINDS: Record<string, EmailJobKind> = {
  weekly,
  monthly,
  [NEW_VIDEOS_KIND]: newVideos,
};
