import { z } from "zod";
import { isoDateTimeField } from "./date-fields";
import { mustBeText, textField } from "./text";

/** Big news (docs/admin.md "News"): an admin's announcement to every learner. */
export const newsRoutes = {
  /** GET: the announcements posted, newest first; POST: a new one. */
  news: "/api/admin/news",
} as const;

export const NEWS_TITLE_MAX = 120;
export const NEWS_BODY_MAX = 2000;
export const NEWS_LINK_MAX = 500;
/** The announcements the admin page lists. */
export const NEWS_SHOWN = 50;

const LINK_ERROR =
  "The link must be a page of the site starting with / (e.g. /browse) or an address starting with https://.";

/** A page of the app ("/watch/…") or an http(s) address: where a notification may lead. */
export function isNewsLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** POST /api/admin/news */
export const newsRequestSchema = z.object({
  title: textField({
    notText: mustBeText("The title"),
    empty: "Give the news a title.",
    max: NEWS_TITLE_MAX,
    tooLong: `A title can have at most ${NEWS_TITLE_MAX} characters.`,
    label: "The title",
  }),
  body: textField({
    notText: mustBeText("The text"),
    empty: "Write the news' text.",
    max: NEWS_BODY_MAX,
    tooLong: `The text can have at most ${NEWS_BODY_MAX} characters.`,
    label: "The text",
  }),
  /** Optional: where the notification and the mail lead; empty means none. */
  link: z
    .string({ error: LINK_ERROR })
    .trim()
    .max(NEWS_LINK_MAX, { error: `A link can have at most ${NEWS_LINK_MAX} characters.` })
    .refine((v) => v === "" || isNewsLink(v), { error: LINK_ERROR })
    .optional()
    .default(""),
});
export type NewsRequest = z.input<typeof newsRequestSchema>;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: isoDateTimeField,
  /** The admin who posted it; null once that account is gone. */
  author: z.string().nullable(),
  /** Learners who got the notification. */
  notified: z.number().int(),
  /** Mails planned: learners with the big-news email on. */
  mailed: z.number().int(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const newsResponseSchema = z.object({ news: z.array(announcementSchema) });
export const newsPostResponseSchema = z.object({ announcement: announcementSchema });
