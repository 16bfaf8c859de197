import { z } from "zod";
import { EMAIL_MAX_CHARS, EMAIL_TOO_LONG } from "./user";

/** The membership provider is Patreon (docs/product-rules.md "Roles"). */
export const premiumRoutes = {
  claim: "/api/patreon/claim",
  membership: "/api/patreon/membership",
  webhook: "/api/patreon/webhook",
} as const;

/** GET /api/patreon/membership, for anyone: where to become a patron (the PATREON_URL setting). */
export const membershipResponseSchema = z.object({
  /** The provider's name, for labels ("Email of your Patreon account*"). */
  provider: z.string(),
  /** The creator page on the provider. */
  creatorUrl: z.string(),
});

export const EMPTY_CLAIM_EMAIL = "Please enter your email address.";

/** POST /api/patreon/claim (registered users): the email of the learner's Patreon account. */
export const claimRequestSchema = z.object({
  email: z
    .string({ error: EMPTY_CLAIM_EMAIL })
    .trim()
    .min(1, { error: EMPTY_CLAIM_EMAIL })
    .toLowerCase()
    .pipe(
      z
        .email({ error: "Please enter a valid email address." })
        .max(EMAIL_MAX_CHARS, { error: EMAIL_TOO_LONG }),
    ),
});

export const CLAIM_OUTCOMES = ["success", "duplicate-claim", "already-premium"] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

/**
 * `success`: a pending claim was recorded; `duplicate-claim`: this user already has a pending
 * claim; `already-premium`: the user is premium. All three answer 200.
 */
export const claimResponseSchema = z.object({ message: z.enum(CLAIM_OUTCOMES) });

/** What the claim page shows for each answer (docs/screens.md "Messages"), and whether it is good news. */
export const CLAIM_OUTCOME_TEXTS: Readonly<Record<ClaimOutcome, { text: string; success: boolean }>> = {
  success: {
    text: "Thank you for your submission! We’ll review your eligibility, update your status within 24 hours and send email notification.",
    success: true,
  },
  "duplicate-claim": {
    text: "You have already submitted. Please, wait until we check your eligibility.",
    success: false,
  },
  "already-premium": {
    text: "You are already a premium member. Please, refresh your browser.",
    success: false,
  },
};

/** The member events Patreon's webhooks send (its `X-Patreon-Event` header) that this server acts on. */
export const PATREON_WEBHOOK_EVENTS = [
  "members:create",
  "members:update",
  "members:delete",
  "members:pledge:create",
  "members:pledge:update",
  "members:pledge:delete",
] as const;
export type PatreonWebhookEvent = (typeof PATREON_WEBHOOK_EVENTS)[number];

/**
 * What a webhook delivery did (docs/admin.md "Premium from Patreon"): `granted` / `ended`
 * premium, `unchanged` (nothing to change, premium set by an admin, or no account with the
 * patron's email), `duplicate` (this delivery was acted on already).
 */
export const PATREON_WEBHOOK_OUTCOMES = ["granted", "ended", "unchanged", "no-account", "duplicate"] as const;

/** POST /api/patreon/webhook's answer to Patreon. */
export const patreonWebhookResponseSchema = z.object({ outcome: z.enum(PATREON_WEBHOOK_OUTCOMES) });
export type PatreonWebhookResponse = z.infer<typeof patreonWebhookResponseSchema>;
