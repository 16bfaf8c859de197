import type { Selectable } from "kysely";
import { localDateOf } from "../../../shared/domain/dates";
import type { UsersTable } from "../../db/schema";
import type { ClaimSummary } from "./premium-claim-review";

/*
 * The mail that tells a learner their premium status (docs/admin.md "Users"): sent by an admin
 * from the users page, after a claim is rejected, and when Patreon's webhook grants or ends
 * premium (docs/admin.md "Premium from Patreon"). One text for all of them.
 */

/** The outcome of a user's latest claim that the status email tells them, if any. */
export type ClaimOutcome = "approved" | "under-review" | "rejected";

/** What the mail needs of the account: its columns (db/schema.ts). */
export type StatusMailAccount = Pick<Selectable<UsersTable>, "name" | "email" | "premium" | "timezone">;

/**
 * What the status email says of the latest claim: a pending one is approved if the user is premium
 * now, else still under review; an approved one is told only while the user is premium.
 */
export function claimOutcome(premium: boolean, claim: ClaimSummary | null): ClaimOutcome | null {
  if (!claim) return null;
  if (claim.status === "pending") return premium ? "approved" : "under-review";
  if (claim.status === "approved") return premium ? "approved" : null;
  return "rejected";
}

/** The status mail's subject and text for the account, its latest claim and where the site is. */
export function premiumStatusMail(
  account: StatusMailAccount,
  claim: ClaimSummary | null,
  publicUrl: string,
): { subject: string; text: string; outcome: ClaimOutcome | null } {
  const outcome = claimOutcome(account.premium, claim);
  const greeting = account.name ? `Hello ${account.name},` : "Hello,";
  const status = account.premium
    ? `Your Ponyatno account (${account.email}) has Premium: every video, and the transcripts and audio to download, are open to you.`
    : `Your Ponyatno account (${account.email}) does not have Premium at the moment.`;
  const lines = [greeting, "", status];
  if (claim && outcome) {
    const claimed = `your Premium claim of ${localDateOf(claim.claimedAt, account.timezone)} with the Patreon account ${claim.email}`;
    lines.push(
      "",
      outcome === "approved"
        ? `We checked ${claimed}: it is approved. Thank you for supporting Ponyatno!`
        : outcome === "under-review"
          ? `We are still reviewing ${claimed}. We will write to you again once it is decided.`
          : claim.rejectReason
            ? `We could not confirm ${claimed}. The reason: ${claim.rejectReason} If you think this is a mistake, reply to this email.`
            : `We could not confirm ${claimed}. If you think this is a mistake, reply to this email.`,
    );
  }
  lines.push(
    "",
    account.premium ? `Enjoy watching: ${publicUrl}/` : `Premium and how to get it: ${publicUrl}/premium`,
    "",
    "Ponyatno",
  );
  return {
    subject: account.premium ? "Your Ponyatno Premium is active" : "Your Ponyatno Premium status",
    text: lines.join("\n"),
    outcome,
  };
}
