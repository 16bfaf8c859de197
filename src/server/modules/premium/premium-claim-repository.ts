import type { ClaimOutcome } from "../../../shared/contracts/premium";
import type { Db } from "../../db/create-db";

const UNIQUE_VIOLATION = "23505";

/**
 * Records a pending Patreon claim (docs/product-rules.md "Roles"), in one transaction with the user's row
 * locked: a premium user gets `already-premium`, a user with a pending claim `duplicate-claim`;
 * otherwise the claim is stored and the user row remembers the email for the admins' review.
 * The unique index on pending claims backs this up if two instances race.
 */
export async function recordClaim(db: Db, userId: string, email: string): Promise<ClaimOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select("premium")
        .where("id", "=", userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (user.premium) return "already-premium";
      const pending = await trx
        .selectFrom("premium_claims")
        .select("id")
        .where("user_id", "=", userId)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (pending) return "duplicate-claim";
      await trx.insertInto("premium_claims").values({ user_id: userId, email }).execute();
      await trx
        .updateTable("users")
        .set({ premium_claimed_with_email: email })
        .where("id", "=", userId)
        .execute();
      return "success";
    });
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) return "duplicate-claim";
    throw err;
  }
}
