import { z } from "zod";

/** Every error leaves the server in this shape, with a 4xx/5xx status. */
export const apiErrorSchema = z.object({
  /** A sentence a person can act on. */
  error: z.string(),
  /** A stable machine-readable code, e.g. "invalid_code". */
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
