import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  PATREON_WEBHOOK_EVENTS,
  type PatreonWebhookEvent,
  type PatreonWebhookResponse,
} from "../../../shared/contracts/premium";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import type { Mailer } from "../../lib/mailer";
import { recordAudit } from "../audit/index";
import { isEntitled, isPatreonSignature, parseMember } from "./patreon-member";
import {
  findPatronAccount,
  type PatronAccount,
  recordDelivery,
  setDeliveryOutcome,
  setPremium,
} from "./patreon-webhook-repository";
import { approvePendingClaim, latestClaimOf } from "./premium-claim-review";
import { premiumStatusMail } from "./premium-status-mail";

export interface PatreonWebhookDeps {
  db: Db;
  config: Pick<AppConfig, "patreonWebhookSecret" | "patreonPremiumCents" | "publicUrl">;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A delivery as the route reads it: the raw body (what Patreon signed) and two headers. */
export interface PatreonDelivery {
  rawBody: Buffer;
  event: string | undefined;
  signature: string | undefined;
}

const isKnownEvent = (event: string | undefined): event is PatreonWebhookEvent =>
  (PATREON_WEBHOOK_EVENTS as readonly string[]).includes(event ?? "");

/**
 * Patreon's webhook (docs/admin.md "Premium from Patreon"): a signed member event grants premium
 * to the account its email names, or ends it, once per delivery; premium an admin set by hand is
 * never touched. The learner is mailed their new status.
 */
export function createPatreonWebhookService(deps: PatreonWebhookDeps) {
  const { db, config, mailer, log } = deps;

  async function mailStatus(account: PatronAccount, premium: boolean): Promise<void> {
    if (!account.email) return;
    const claim = await latestClaimOf(db, account.id);
    const { subject, text } = premiumStatusMail({ ...account, premium }, claim, config.publicUrl);
    try {
      await mailer.send({ to: account.email, subject, text });
    } catch (err) {
      // Premium changed either way; the admin can send the status email again from the users page.
      log.error({ err }, "mailing the premium status after a Patreon webhook failed");
    }
  }

  return {
    async receive(delivery: PatreonDelivery): Promise<PatreonWebhookResponse> {
      const secret = config.patreonWebhookSecret;
      if (!secret) {
        throw notFound("Patreon webhooks are not set up on this server (PATREON_WEBHOOK_SECRET).");
      }
      if (!isPatreonSignature(delivery.rawBody, delivery.signature, secret)) {
        throw new AppError(
          401,
          "invalid_signature",
          "The X-Patreon-Signature header does not match the body: check the webhook's secret.",
        );
      }
      const event = delivery.event;
      // Another event the webhook was subscribed to (a post, say): received, nothing to do.
      if (!isKnownEvent(event)) return { outcome: "unchanged" };
      let body: unknown;
      try {
        body = JSON.parse(delivery.rawBody.toString("utf8"));
      } catch {
        throw badRequest("invalid_json", "The webhook's body is not JSON.");
      }
      const member = parseMember(body);
      if (!member) {
        throw badRequest(
          "invalid_member",
          'The webhook\'s body is not a Patreon member (data.type "member").',
        );
      }
      const digest = createHash("sha256").update(`${event}\n`).update(delivery.rawBody).digest("hex");
      const entitled = isEntitled(event, member, config.patreonPremiumCents);

      const result = await db.transaction().execute(async (trx) => {
        const fresh = await recordDelivery(trx, { digest, event, memberId: member.id, email: member.email });
        if (!fresh) return { outcome: "duplicate" as const, account: null };
        const account = member.email ? await findPatronAccount(trx, member.email) : null;
        let outcome: PatreonWebhookResponse["outcome"] = account ? "unchanged" : "no-account";
        if (account && entitled && !account.premium) {
          await setPremium(trx, account.id, {
            premium: true,
            source: "webhook",
            lastPaymentDate: member.lastChargeDate,
          });
          const approved = await approvePendingClaim(trx, account.id);
          outcome = "granted";
          await recordAudit(trx, {
            actor: null,
            action: "patreon.grant",
            target: account.email ?? "",
            detail: {
              event,
              cents: member.entitledCents,
              ...(approved ? { claimApproved: approved.email } : {}),
            },
          });
        } else if (account && !entitled && account.premium && account.premiumSource !== "admin") {
          await setPremium(trx, account.id, { premium: false, source: null });
          outcome = "ended";
          await recordAudit(trx, {
            actor: null,
            action: "patreon.end",
            target: account.email ?? "",
            detail: { event, patronStatus: member.patronStatus, cents: member.entitledCents },
          });
        }
        await setDeliveryOutcome(trx, digest, outcome);
        return { outcome, account };
      });

      if (result.account && (result.outcome === "granted" || result.outcome === "ended")) {
        await mailStatus(result.account, result.outcome === "granted");
      }
      return { outcome: result.outcome };
    },
  };
}
