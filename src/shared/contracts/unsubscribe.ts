import { z } from "zod";

/** Paths of the unsubscribe calls. */
export const unsubscribeRoutes = { unsubscribe: "/api/unsubscribe" } as const;

/**
 * GET and POST /api/unsubscribe?token=…: the token of an email's footer link or its
 * List-Unsubscribe header. No session and no Origin are needed (RFC 8058: mail clients post from
 * their own servers); the signed token is the whole authority. POST may carry the form body
 * `List-Unsubscribe=One-Click`, or none.
 */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: "The link has no token: copy the whole link from the email." })
    .min(1, { error: "The link has no token: copy the whole link from the email." })
    .max(1000, { error: "This unsubscribe link is not valid; copy the whole link from the email." }),
});

/** What a valid link turns off: GET describes it, POST does it (docs/emails.md "Unsubscribe"). */
export const unsubscribeAnswerSchema = z.object({
  flag: z.enum(["weekly", "monthly", "new_videos", "assessments", "big_news"]),
  /** What stops, as a sentence's object: "weekly progress reports". */
  what: z.string(),
  /** True once the setting is off (always after POST). */
  off: z.boolean(),
});
