import { z } from "zod";

/**
 * The two ways an answer writes a date, named so that a schema says its format once. They are
 * plain strings: they describe what the server writes and check nothing more (a request's dates
 * are checked by its own fields, with their sentences).
 */

/** A moment, written ISO 8601 as a date-time (the server writes `Date#toISOString()`). */
export const isoDateTimeField = z.string();

/** A learner's local date (a day in their time zone), written YYYY-MM-DD. */
export const localDateField = z.string();
