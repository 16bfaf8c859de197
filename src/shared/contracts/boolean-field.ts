import { z } from "zod";

/** The sentence every boolean field refuses a non-boolean with, naming the field as the body does. */
export const notTrueOrFalse = (field: string) => `${field} must be true or false.`;

/** A JSON boolean field of a request. */
export const booleanField = (field: string) => z.boolean({ error: notTrueOrFalse(field) });

/** A boolean of a query string: the text "true" or "false". */
export const queryFlagField = (field: string) => z.enum(["true", "false"], { error: notTrueOrFalse(field) });
