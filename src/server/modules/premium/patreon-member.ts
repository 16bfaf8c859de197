import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { PatreonWebhookEvent } from "../../../shared/contracts/premium";

/*
 * What a Patreon webhook says of a member (docs/admin.md "Premium from Patreon"): its signature,
 * and the fields of its JSON:API `member` resource the premium rule reads. Pure: no database.
 */

/**
 * Whether `signature` (the `X-Patreon-Signature` header) is the hex HMAC-MD5 of the raw body
 * with the webhook's secret, as Patreon signs it; compared in constant time.
 */
export function isPatreonSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]{32}$/i.test(signature)) return false;
  const expected = createHmac("md5", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

const memberSchema = z.object({
  data: z.object({
    type: z.literal("member"),
    id: z.string().min(1).max(100),
    attributes: z.object({
      email: z.string().max(254).nullish(),
      patron_status: z.string().max(50).nullish(),
      currently_entitled_amount_cents: z.number().int().nullish(),
      last_charge_date: z.string().max(50).nullish(),
    }),
  }),
});

/** The member as the premium rule reads it. */
export interface PatreonMember {
  id: string;
  /** Lower-cased; null when Patreon did not share it. */
  email: string | null;
  patronStatus: string | null;
  entitledCents: number;
  /** YYYY-MM-DD of the last charge, if Patreon gave one. */
  lastChargeDate: string | null;
}

/** The member of a webhook's body, or null when it is not one (then nothing changes). */
export function parseMember(body: unknown): PatreonMember | null {
  const parsed = memberSchema.safeParse(body);
  if (!parsed.success) return null;
  const { id, attributes } = parsed.data.data;
  const charged = attributes.last_charge_date?.slice(0, 10) ?? null;
  return {
    id,
    email: attributes.email?.trim().toLowerCase() || null,
    patronStatus: attributes.patron_status ?? null,
    entitledCents: attributes.currently_entitled_amount_cents ?? 0,
    lastChargeDate: charged && /^\d{4}-\d{2}-\d{2}$/.test(charged) ? charged : null,
  };
}

/**
 * Whether the member is entitled to premium after this event: an active patron whose currently
 * entitled amount reaches the threshold, unless the event deletes the member or the pledge.
 * Patreon marks a pledge whose payment failed `declined_patron` and one that was cancelled and
 * ran out `former_patron`: neither is entitled, so premium ends with the event that says so.
 */
export function isEntitled(
  event: PatreonWebhookEvent,
  member: PatreonMember,
  thresholdCents: number,
): boolean {
  if (event === "members:delete" || event === "members:pledge:delete") return false;
  return member.patronStatus === "active_patron" && member.entitledCents >= thresholdCents;
}
