import type { AdminUserRow } from "../../../shared/contracts/admin";
import type { Db } from "../../db/create-db";

/** Registered users, newest first; anonymous visitors are not accounts and are not listed. */
export async function listRegisteredUsers(db: Db): Promise<AdminUserRow[]> {
  const rows = await db
    .selectFrom("users")
    .select([
      "id",
      "name",
      "email",
      "created_at",
      "premium",
      "watch_time_ms",
      "last_payment_date",
      "premium_claimed_with_email",
    ])
    .where("is_anonymous", "=", false)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email ?? "",
    joinDate: r.created_at.toISOString(),
    premium: r.premium,
    watchTime: r.watch_time_ms / 1000,
    lastPaymentDate: r.last_payment_date?.toISOString() ?? null,
    premiumClaimedWithEmail: r.premium_claimed_with_email,
  }));
}
