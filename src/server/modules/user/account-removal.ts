import type { Db } from "../../db/create-db";
import { conflict, notFound } from "../../lib/app-error";
import { type AuditActor, recordAudit } from "../audit/index";
import { forgetFeedbackAuthor } from "../feedback/index";
import { deleteClaimsOf } from "../premium/index";
import { deleteAccount, findAccountByEmail, lockAdminIds } from "./user-admin-repository";

export const NO_SUCH_ACCOUNT =
  "There is no account with this email. Reload the list: it may have been deleted.";
export const OWN_ACCOUNT =
  "You cannot delete your own account here: another admin can, so that an admin is always left to act.";
export const LAST_ADMIN =
  "This is the last admin account, and the site needs one: make another account an admin (ADMIN_EMAILS) before deleting it.";

/** Who deletes the account: an admin from the user list (null: a script), or its owner. */
export type Remover = { by: "admin"; actor: AuditActor | null } | { by: "self" };

/**
 * Deletes a registered account and everything personal of it, in one transaction: the one path
 * for an admin's delete and a learner's own (docs/admin.md "Delete", docs/product-rules.md
 * "Deleting an account"). Its sessions, codes, watch time, totals, entries, video states, tokens,
 * mail jobs, playlists and premium claims go (the tables' own cascades take those of later features); its
 * feedback forms stay, without their author. Refused for the last admin, and for an admin's own
 * account from the user list. Audited: an admin's delete with the account's email, a learner's own
 * with the account's id only (nothing personal is kept after it).
 */
export async function removeAccount(db: Db, email: string, remover: Remover): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Admins first, in id order, then the account: the same order for every deletion.
    const adminIds = await lockAdminIds(trx);
    const account = await findAccountByEmail(trx, email.trim().toLowerCase(), "for update");
    if (!account) throw notFound(NO_SUCH_ACCOUNT);
    if (remover.by === "admin" && remover.actor && account.id === remover.actor.id) {
      throw conflict("own_account", OWN_ACCOUNT);
    }
    if (account.roles.includes("admin") && adminIds.filter((id) => id !== account.id).length === 0) {
      throw conflict("last_admin", LAST_ADMIN);
    }
    const claims = await deleteClaimsOf(trx, account.id);
    const feedbackUnlinked = await forgetFeedbackAuthor(trx, account.id);
    const removed = await deleteAccount(trx, account);
    const detail = { removed: { ...removed, premiumClaims: claims }, feedbackUnlinked };
    await recordAudit(
      trx,
      remover.by === "admin"
        ? {
            actor: remover.actor,
            action: "user.delete",
            target: account.email ?? "",
            detail: {
              name: account.name,
              premium: account.premium,
              watchTimeSeconds: account.watch_time_ms / 1000,
              ...detail,
            },
          }
        : { actor: null, action: "user.delete-own", target: account.id, detail },
    );
  });
}
