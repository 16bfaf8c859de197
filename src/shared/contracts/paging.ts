import { z } from "zod";

const PAGE_ERROR = "page must be a whole number from 1.";

/** A `page` query parameter of a paged list (1 is the first page): the one rule and its sentence. */
export const pageNumberSchema = z.coerce
  .number({ error: PAGE_ERROR })
  .int({ error: PAGE_ERROR })
  .min(1, { error: PAGE_ERROR })
  .max(100000, { error: PAGE_ERROR });
