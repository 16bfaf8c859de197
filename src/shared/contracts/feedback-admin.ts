import { z } from "zod";
import { booleanField } from "./boolean-field";
import { isoDateTimeField } from "./date-fields";
import { FEEDBACK_FIELDS } from "./feedback";
import { pageParam } from "./paging";

/** The admin's side of the feedback form (docs/admin.md "Feedback"). */
export const feedbackAdminRoutes = {
  list: "/api/admin/feedback",
  handled: "/api/admin/feedback/handled",
  exportCsv: "/api/admin/feedback/export-csv",
  unhandledCount: "/api/admin/feedback/unhandled-count",
} as const;

/** Which submissions the list shows: those not yet handled (the default), the handled ones, or all. */
export const FEEDBACK_FILTERS = ["unhandled", "handled", "all"] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];

/** Submissions per page of the admin's list. */
export const FEEDBACK_PAGE_SIZE = 20;

/** At most this many submissions are marked in one call. */
export const FEEDBACK_MARK_MAX = 100;

/** GET /api/admin/feedback?status=unhandled|handled|all&page=N */
export const feedbackListQuerySchema = z.object({
  status: z
    .enum(FEEDBACK_FILTERS, { error: "status must be unhandled, handled or all." })
    .default("unhandled"),
  page: pageParam,
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;

const answersShape = Object.fromEntries(FEEDBACK_FIELDS.map((field) => [field, z.string()])) as Record<
  (typeof FEEDBACK_FIELDS)[number],
  z.ZodString
>;

export const feedbackItemSchema = z.object({
  id: z.number(),
  /** When it was sent. */
  createdAt: isoDateTimeField,
  /** Who sent it: the account's name and email, or null for a visitor without an account. */
  author: z.object({ name: z.string(), email: z.string() }).nullable(),
  ...answersShape,
  /** When an admin marked it handled, and who; null while it is not. */
  handledAt: isoDateTimeField.nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListResponseSchema = z.object({
  feedback: z.array(feedbackItemSchema),
  /** How many submissions the filter matches, over every page. */
  total: z.number(),
  /** How many submissions are not handled yet, whatever the filter (the hub's count). */
  unhandled: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type FeedbackListResponse = z.infer<typeof feedbackListResponseSchema>;

/** GET /api/admin/feedback/unhandled-count: the admin hub's count, without a page of the list. */
export const feedbackUnhandledCountResponseSchema = z.object({
  /** How many submissions are not handled yet. */
  unhandled: z.number(),
});
export type FeedbackUnhandledCountResponse = z.infer<typeof feedbackUnhandledCountResponseSchema>;

const IDS_ERROR = `ids must list from 1 to ${FEEDBACK_MARK_MAX} feedback ids.`;

/** POST /api/admin/feedback/handled: marks submissions handled (or, with false, not handled again). */
export const feedbackMarkRequestSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: IDS_ERROR })
        .int({ error: IDS_ERROR })
        .min(1, { error: IDS_ERROR })
        .max(2_147_483_647, { error: IDS_ERROR }),
      {
        error: IDS_ERROR,
      },
    )
    .min(1, { error: IDS_ERROR })
    .max(FEEDBACK_MARK_MAX, { error: IDS_ERROR }),
  handled: booleanField("handled"),
});
export type FeedbackMarkRequest = z.infer<typeof feedbackMarkRequestSchema>;

export const feedbackMarkResponseSchema = z.object({
  message: z.string(),
  /** How many submissions are not handled yet, after the change. */
  unhandled: z.number(),
});

/** The texts of the admin's feedback list (docs/admin.md "Feedback"). */
export const FEEDBACK_ADMIN_TEXTS = {
  markedHandled: "Marked as handled",
  markedUnhandled: "Marked as not handled",
  notFound: (ids: number[]) => `No feedback has the id ${ids.join(", ")}: reload the list and try again.`,
} as const;
