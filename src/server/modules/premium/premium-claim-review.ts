import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import type { PremiumClaimsTable } from "../../db/schema";

/*
 * The premium module's side of the admins' review of claims (docs/product-rules.md "Roles"): what other
 * modules (the user admin calls) may read and do with the premium_claims table, which is this
 * module's. Each function takes the caller's transaction when there is one.
 */

/** The column's (db/schema.ts): a claim's status is written there once. */
export type ClaimStatus = Selectable<PremiumClaimsTable>["status"];

export interface ClaimSummary {
  /** The membership provider's account email the learner gave. */
  email: string;
  status: ClaimStatus;
  claimedAt: Date;
  /** Why an admin rejected it (mailed to the learner); null otherwise. */
  rejectReason: string | null;
}

/** Every pending claim, by user id (a user has at most one: migration 0003). */
export async function pendingClaimsByUser(db: Db): Promise<Map<string, ClaimSummary>> {
  const rows = await db
    .selectFrom("premium_claims")
    .select(["user_id", "email", "status", "created_at", "reject_reason"])
    .where("status", "=", "pending")
    .execute();
  return new Map(rows.map((r) => [r.user_id, toSummary(r)]));
}

/** The user's pending claim, if any. */
export async function pendingClaimOf(db: Db, userId: string): Promise<ClaimSummary | null> {
  const row = await db
    .selectFrom("premium_claims")
    .select(["email", "status", "created_at", "reject_reason"])
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** The user's most recent claim, whatever became of it, if they ever made one. */
export async function latestClaimOf(db: Db, userId: string): Promise<ClaimSummary | null> {
  const row = await db
    .selectFrom("premium_claims")
    .select(["email", "status", "created_at", "reject_reason"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** Marks the user's pending claim approved (premium was granted); returns it, or null if none was pending. */
export function approvePendingClaim(db: Db, userId: string): Promise<ClaimSummary | null> {
  return decidePendingClaim(db, userId, { status: "approved" });
}

/** Marks the user's pending claim rejected, with the admin's reason; returns it, or null if none was pending. */
export function rejectPendingClaim(db: Db, userId: string, reason: string): Promise<ClaimSummary | null> {
  return decidePendingClaim(db, userId, { status: "rejected", reject_reason: reason });
}

/** Writes the admin's decision on the user's pending claim; the claim as decided, or null if none was pending. */
async function decidePendingClaim(
  db: Db,
  userId: string,
  decision: { status: "approved" } | { status: "rejected"; reject_reason: string },
): Promise<ClaimSummary | null> {
  const row = await db
    .updateTable("premium_claims")
    .set(decision)
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .returning(["email", "status", "created_at", "reject_reason"])
    .executeTakeFirst();
  return row ? toSummary(row) : null;
}

/** Removes every claim of the user (their account is being deleted); returns how many. */
export async function deleteClaimsOf(db: Db, userId: string): Promise<number> {
  const result = await db.deleteFrom("premium_claims").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

function toSummary(
  row: Pick<Selectable<PremiumClaimsTable>, "email" | "status" | "created_at" | "reject_reason">,
): ClaimSummary {
  return {
    email: row.email,
    status: row.status,
    claimedAt: row.created_at,
    rejectReason: row.reject_reason,
  };
}
