import { z } from "zod";
import { isCalendarDate } from "../domain/calendar";
import { countOf } from "../domain/counts";
import { isoDateTimeField, localDateField } from "./date-fields";
import { pagedListSchema, pageQuerySchema } from "./paging";
import { routesOf } from "./route-paths";
import { mustBeText, textField } from "./text";

/** The progress journal (docs/progress.md "Journal"): dated notes a learner keeps on /progress#journal. */
/** The paths with an entry's id, as the server registers them. */
export const journalRoutePatterns = {
  update: "/api/user/journal/:id/update",
  delete: "/api/user/journal/:id/delete",
} as const;

export const journalRoutes = {
  /** GET: a page of entries, newest first; POST: a new entry. */
  journal: "/api/user/journal",
  ...routesOf(journalRoutePatterns),
} as const;

export const JOURNAL_TEXT_MAX = 5000;
/** Entries a learner may keep; one a day for decades. */
export const JOURNAL_MAX_ENTRIES = 10_000;
export const JOURNAL_PAGE_SIZE = 20;

export const JOURNAL_TEXTS = {
  future: "The date cannot be after today.",
  tooMany: `Your journal holds ${countOf(JOURNAL_MAX_ENTRIES, "entry", "entries")}, the most it can: delete old ones to add more.`,
  notFound: "There is no such entry in your journal: it may have been deleted already.",
} as const;

const DATE_ERROR = "date must be a day written YYYY-MM-DD, e.g. 2026-03-31.";

/** POST /api/user/journal and …/update: the day it is about (the learner's, not after today) and the text. */
export const journalEntryRequestSchema = z.object({
  date: z
    .string({ error: DATE_ERROR })
    .refine(isCalendarDate, { error: DATE_ERROR })
    .refine((date) => date >= "2000-01-01", { error: "The date cannot be before 2000." }),
  text: textField({
    notText: mustBeText("text"),
    empty: "Write something in the entry.",
    max: JOURNAL_TEXT_MAX,
    tooLong: `An entry can have at most ${JOURNAL_TEXT_MAX} characters.`,
    label: "The entry",
  }),
});
export type JournalEntryRequest = z.infer<typeof journalEntryRequestSchema>;

export const journalEntrySchema = z.object({
  id: z.string(),
  /** The day it is about. */
  date: localDateField,
  text: z.string(),
  /** When it was written and last changed. */
  createdAt: isoDateTimeField,
  updatedAt: isoDateTimeField,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /api/user/journal?page=N */
export const journalQuerySchema = pageQuerySchema;

export const journalResponseSchema = pagedListSchema("entries", journalEntrySchema);

export const journalEntryResponseSchema = z.object({ entry: journalEntrySchema });
/** An entry's id in the path (a uuid, as the list gives it). */
export const journalIdParamsSchema = z.object({
  id: z.uuid({ error: "This is not a journal entry id: take it from the list of your entries." }),
});
