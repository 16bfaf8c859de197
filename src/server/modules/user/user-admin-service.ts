import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AdminUserRow, adminUserUpdateRequestSchema } from "../../../shared/contracts/user-admin";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/create-db";
import { AppError, notFound } from "../../lib/app-error";
import type { Mailer } from "../../lib/mailer";
import { type AuditActor, recordAudit } from "../audit/index";
import {
  approvePendingClaim,
  type ClaimSummary,
  latestClaimOf,
  pendingClaimOf,
  pendingClaimsByUser,
  premiumStatusMail,
  rejectPendingClaim,
} from "../premium/index";
import { NO_SUCH_ACCOUNT, removeAccount } from "./account-removal";
import { toUsersCsv } from "./user-admin-csv";
import {
  type AccountChanges,
  type AccountRow,
  findAccountByEmail,
  listAccounts,
  toAccountRow,
  updateAccount,
} from "./user-admin-repository";
import type { UserRow } from "./user-mapper";

export interface UserAdminDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** The update's body as the route's schema gives it (dates cut to YYYY-MM-DD, "" to null). */
export type UpdateRequest = z.output<typeof adminUserUpdateRequestSchema>;

/** Who asks: the admin who passed the gate, or null for a script (audited as such). */
export type Actor = AuditActor | null;

export { LAST_ADMIN, NO_SUCH_ACCOUNT, OWN_ACCOUNT } from "./account-removal";

/**
 * The admin calls on users (docs/admin.md "Users"): the list and its CSV, the review of an account
 * (name, premium, payment, claim), its deletion, and the premium status email.
 */
export function createUserAdminService(deps: UserAdminDeps) {
  const { db, config, mailer, log } = deps;

  function toAdminRow(account: AccountRow, claim: ClaimSummary | null | undefined): AdminUserRow {
    return {
      id: account.id,
      name: account.name,
      email: account.email,
      joinDate: account.joinDate.toISOString(),
      premium: account.premium,
      watchTime: account.watchTimeMs / 1000,
      lastPaymentDate: account.lastPaymentDate,
      premiumClaimedWithEmail: account.premiumClaimedWithEmail,
      roles: account.roles,
      premiumSource: account.premiumSource,
      pendingClaim: claim ? { email: claim.email, claimedAt: claim.claimedAt.toISOString() } : null,
    };
  }

  async function requireAccount(email: string, lockDb?: Db): Promise<UserRow> {
    const account = await findAccountByEmail(
      lockDb ?? db,
      normaliseEmail(email),
      lockDb ? "for update" : "none",
    );
    if (!account) throw notFound(NO_SUCH_ACCOUNT);
    return account;
  }

  async function list(): Promise<AdminUserRow[]> {
    const [accounts, claims] = await Promise.all([listAccounts(db), pendingClaimsByUser(db)]);
    return accounts.map((a) => toAdminRow(a, claims.get(a.id)));
  }

  return {
    /** Every registered account, newest sign-up first, with its pending claim. */
    list,

    /** users.csv of the same rows. */
    async exportCsv(): Promise<string> {
      return toUsersCsv(await list());
    },

    /**
     * Changes name, premium, last payment date and the claimed-with email, nothing else. Premium
     * set to true approves a pending claim; premium false leaves it pending (docs/admin.md).
     */
    async update(actor: Actor, request: UpdateRequest): Promise<AdminUserRow> {
      return db.transaction().execute(async (trx) => {
        const before = await requireAccount(request.email, trx);
        // Premium turned on approves a pending claim: then it came from the claim, else from the admin.
        const premiumSource =
          request.premium === before.premium
            ? undefined
            : request.premium
              ? (await pendingClaimOf(trx, before.id))
                ? "claim"
                : "admin"
              : null;
        const changes: AccountChanges = {
          premiumSource,
          name: request.name.trim(),
          premium: request.premium,
          lastPaymentDate: request.lastPaymentDate,
          premiumClaimedWithEmail:
            request.premiumClaimedWithEmail === undefined
              ? undefined
              : request.premiumClaimedWithEmail?.trim() || null,
        };
        const after = await updateAccount(trx, before.id, changes);
        const approved = after.premium ? await approvePendingClaim(trx, after.id) : null;
        const pending = approved ? null : await pendingClaimOf(trx, after.id);
        const [was, now] = [toAccountRow(before), toAccountRow(after)];
        const changed: Record<string, { from: unknown; to: unknown }> = {};
        for (const field of ["name", "premium", "lastPaymentDate", "premiumClaimedWithEmail"] as const) {
          if (was[field] !== now[field]) changed[field] = { from: was[field], to: now[field] };
        }
        await recordAudit(trx, {
          actor,
          action: "user.update",
          target: after.email ?? "",
          detail: { changed, ...(approved ? { claimApproved: approved.email } : {}) },
        });
        return toAdminRow(now, pending);
      });
    },

    /**
     * Deletes an account and everything of it, in one transaction. Refused for the caller's own
     * account and for the last admin. Feedback forms stay, without their author.
     */
    async remove(actor: Actor, email: string): Promise<void> {
      await removeAccount(db, email, { by: "admin", actor });
    },

    /**
     * Rejects the account's pending claim with the admin's reason, then mails the learner their
     * status with it (docs/admin.md "Users"). 409 when no claim is pending. The rejection stands
     * if the mail fails: the answer says so, and "Send status email" mails it again.
     */
    async rejectClaim(actor: Actor, email: string, reason: string): Promise<{ mailed: boolean }> {
      const account = await db.transaction().execute(async (trx) => {
        const found = await requireAccount(email, trx);
        const rejected = await rejectPendingClaim(trx, found.id, reason);
        if (!rejected) {
          throw new AppError(
            409,
            "no_pending_claim",
            "This account has no premium claim waiting for review.",
          );
        }
        await recordAudit(trx, {
          actor,
          action: "user.reject-claim",
          target: found.email ?? "",
          detail: { claim: rejected.email, reason },
        });
        return found;
      });
      const claim = await latestClaimOf(db, account.id);
      const { subject, text } = premiumStatusMail(account, claim, config.publicUrl);
      try {
        await mailer.send({ to: account.email ?? "", subject, text });
        return { mailed: true };
      } catch (err) {
        log.error({ err }, "mailing a claim's rejection failed");
        return { mailed: false };
      }
    },

    /**
     * Mails the user their premium status, and what became of their latest claim when there is
     * something to tell. A failed send is a 502 with a sentence, and is not audited.
     */
    async sendStatusEmail(actor: Actor, email: string): Promise<void> {
      const account = await requireAccount(email);
      const to = account.email ?? "";
      const claim = await latestClaimOf(db, account.id);
      const { subject, text, outcome } = premiumStatusMail(account, claim, config.publicUrl);
      try {
        await mailer.send({ to, subject, text });
      } catch (err) {
        log.error({ err }, "sending the premium status email failed");
        throw new AppError(
          502,
          "mail_failed",
          `We could not send the email to ${to}. Please try again in a few minutes.`,
        );
      }
      await recordAudit(db, {
        actor,
        action: "user.status-email",
        target: to,
        detail: { premium: account.premium, claim: outcome },
      });
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;

/** Emails are stored trimmed and lower-cased. */
function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
