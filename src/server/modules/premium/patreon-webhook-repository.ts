import type { Selectable } from "kysely";
import type { Db } from "../../db/create-db";
import type { UsersTable } from "../../db/schema";

/*
 * The SQL of Patreon's webhook (docs/admin.md "Premium from Patreon"): its deliveries, the account
 * a patron's email names, and that account's premium. Each takes the webhook's transaction.
 */

/** The account a patron is: the fields the premium rule and its mail read, typed as the columns. */
export type PatronAccount = Pick<Selectable<UsersTable>, "id" | "name" | "email" | "premium" | "timezone"> & {
  premiumSource: Selectable<UsersTable>["premium_source"];
};

/**
 * Records a delivery by its digest, before it is acted on; false when it was recorded already
 * (the same delivery again: nothing to do). The primary key decides between two instances.
 */
export async function recordDelivery(
  db: Db,
  delivery: { digest: string; event: string; memberId: string; email: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto("patreon_webhook_events")
    .values({
      digest: delivery.digest,
      event: delivery.event,
      member_id: delivery.memberId,
      email: delivery.email,
      outcome: "received",
    })
    .onConflict((oc) => oc.column("digest").doNothing())
    .returning("digest")
    .executeTakeFirst();
  return row !== undefined;
}

/** Writes what a recorded delivery did. */
export async function setDeliveryOutcome(db: Db, digest: string, outcome: string): Promise<void> {
  await db.updateTable("patreon_webhook_events").set({ outcome }).where("digest", "=", digest).execute();
}

/**
 * The registered account a patron's email names, locked for the change: the one that claimed
 * premium with it (the Patreon email the learner gave), else the one signed up with it.
 */
export async function findPatronAccount(db: Db, email: string): Promise<PatronAccount | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "name", "email", "premium", "premium_source", "timezone", "premium_claimed_with_email"])
    .where("is_anonymous", "=", false)
    .where((eb) => eb.or([eb("premium_claimed_with_email", "=", email), eb("email", "=", email)]))
    // The claimed-with match first: it is the learner's own word that this patron is them.
    .orderBy((eb) => eb.case().when("premium_claimed_with_email", "=", email).then(0).else(1).end())
    .orderBy("created_at")
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        name: row.name,
        email: row.email,
        premium: row.premium,
        premiumSource: row.premium_source,
        timezone: row.timezone,
      }
    : null;
}

/** Sets premium and where it came from (null with premium off); a grant may carry the last charge's date. */
export async function setPremium(
  db: Db,
  userId: string,
  change: { premium: boolean; source: "webhook" | null; lastPaymentDate?: string | null },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      premium: change.premium,
      premium_source: change.source,
      ...(change.lastPaymentDate ? { last_payment_date: change.lastPaymentDate } : {}),
    })
    .where("id", "=", userId)
    .execute();
}
