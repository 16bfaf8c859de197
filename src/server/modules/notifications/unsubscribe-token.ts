import { createHmac, timingSafeEqual } from "node:crypto";
import { AppError } from "../../lib/app-error";
import { type EmailFlag, isEmailFlag } from "./email-flags";

/** How long the link in a mail works: a learner may open a report weeks later (docs/emails.md). */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/**
 * A link that turns one email setting off without signing in must not be guessable or reusable for
 * another learner or setting: the token carries the user, the setting and an expiry, signed with
 * HMAC-SHA256 under a key derived from the session secret (a key of its own, so that a token is
 * never a valid signed cookie). Format: base64url(JSON) "." base64url(signature).
 */
export function signUnsubscribeToken(
  secret: string,
  userId: string,
  flag: EmailFlag,
  now: Date,
  days = UNSUBSCRIBE_LINK_DAYS,
): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, f: flag, e: Math.floor(now.getTime() / 1000) + days * 86400 }),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

export interface UnsubscribeRequest {
  userId: string;
  flag: EmailFlag;
}

/** The user and setting of a token, or a 400 (forged, malformed) or 410 (expired) with a sentence. */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeRequest {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined || !sameSignature(signature(secret, payload), given)) {
    throw invalidLink();
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    throw invalidLink();
  }
  const { u, f, e } = (claims ?? {}) as Record<string, unknown>;
  if (typeof u !== "string" || !isEmailFlag(f) || typeof e !== "number") throw invalidLink();
  if (e * 1000 <= now.getTime()) {
    throw new AppError(
      410,
      "link_expired",
      "This unsubscribe link has expired; turn emails off in your account settings.",
    );
  }
  return { userId: u, flag: f };
}

function signature(secret: string, payload: string): string {
  const key = createHmac("sha256", secret).update("ponyatno unsubscribe links").digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function invalidLink(): AppError {
  return new AppError(
    400,
    "invalid_link",
    "This unsubscribe link is not valid; copy the whole link from the email, or turn emails off in your account settings.",
  );
}
