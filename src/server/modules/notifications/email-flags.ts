/**
 * The learner's email settings that a mail can be unsubscribed from, and the user column each one
 * is (docs/product-rules.md "Data and defaults": notifyByEmail…). A leaf file: the token, the layout and the routes share it.
 */
export const EMAIL_FLAGS = {
  weekly: "notify_by_email_weekly_progress_report",
  monthly: "notify_by_email_monthly_progress_report",
  new_videos: "notify_by_email_new_video",
  assessments: "notify_by_email_regular_progress_assessments",
  big_news: "notify_by_email_big_news_of_platform",
} as const;

export type EmailFlag = keyof typeof EMAIL_FLAGS;

export function isEmailFlag(value: unknown): value is EmailFlag {
  return typeof value === "string" && Object.hasOwn(EMAIL_FLAGS, value);
}

/** What the learner stops receiving, as the mail's footer and the unsubscribe page say it. */
export const EMAIL_FLAG_NAMES: Record<EmailFlag, string> = {
  weekly: "weekly progress reports",
  monthly: "monthly progress reports",
  new_videos: "new-video emails",
  assessments: "invitations to self-assessments",
  big_news: "announcements of big news",
};
