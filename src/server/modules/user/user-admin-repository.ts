import { sql } from "kysely";
import type { z } from "zod";
import type { adminUserUpdateRequestSchema, PremiumSource } from "../../../shared/contracts/user-admin";
import type { Db } from "../../db/create-db";
import type { UserRow } from "./user-mapper";

/** An account as the admin user list shows it, before the premium module adds its pending claim. */
export interface AccountRow {
  id: string;
  name: string;
  email: string;
  /** When the account signed up (registered_at; created_at for a row that lacks it). */
  joinDate: Date;
  premium: boolean;
  watchTimeMs: number;
  /** YYYY-MM-DD, or null. */
  lastPaymentDate: string | null;
  premiumClaimedWithEmail: string | null;
  roles: string[];
  premiumSource: PremiumSource | null;
}

/**
 * What an admin may change on an account: the update's body as its schema gives it (POST
 * /api/admin/user/update; lastPaymentDate YYYY-MM-DD, or null to clear it), without the email that
 * finds the account; undefined: unchanged.
 */
export type AccountChanges = Omit<z.output<typeof adminUserUpdateRequestSchema>, "email"> & {
  /** Where premium now comes from, when premium changes (null: premium ended). */
  premiumSource?: PremiumSource | null;
};

/** How many rows of each kind a deletion removed (or, for feedback, unlinked elsewhere). */
export interface RemovedRows {
  sessions: number;
  verificationCodes: number;
  watchSegments: number;
  videoStates: number;
  dailyTotals: number;
  offPlatformLogs: number;
  /** Playlists, "Watch later" included (their videos' rows with them). */
  playlists: number;
}

export function toAccountRow(row: UserRow): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? "",
    joinDate: row.registered_at ?? row.created_at,
    premium: row.premium,
    watchTimeMs: row.watch_time_ms,
    lastPaymentDate: row.last_payment_date ? row.last_payment_date.toISOString().slice(0, 10) : null,
    premiumClaimedWithEmail: row.premium_claimed_with_email,
    roles: row.roles,
    premiumSource: (row.premium_source as PremiumSource | null) ?? null,
  };
}

/** Registered accounts, newest sign-up first; anonymous visitors are not accounts and are not listed. */
export async function listAccounts(db: Db): Promise<AccountRow[]> {
  const rows = await db
    .selectFrom("users")
    .selectAll()
    .where("is_anonymous", "=", false)
    .orderBy(sql`coalesce(registered_at, created_at)`, "desc")
    .orderBy("id")
    .execute();
  return rows.map(toAccountRow);
}

/** The registered account with this (normalised) email; locked for the transaction if asked. */
export async function findAccountByEmail(
  db: Db,
  email: string,
  lock: "for update" | "none" = "none",
): Promise<UserRow | undefined> {
  const query = db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email)
    .where("is_anonymous", "=", false);
  return (lock === "for update" ? query.forUpdate() : query).executeTakeFirst();
}

/** Changes only the fields an admin may change; email, roles, watch time and sessions stay. */
export async function updateAccount(db: Db, id: string, changes: AccountChanges): Promise<UserRow> {
  return db
    .updateTable("users")
    .set({
      name: changes.name,
      premium: changes.premium,
      ...(changes.lastPaymentDate !== undefined
        ? {
            last_payment_date:
              changes.lastPaymentDate === null ? null : new Date(`${changes.lastPaymentDate}T00:00:00Z`),
          }
        : {}),
      ...(changes.premiumClaimedWithEmail !== undefined
        ? { premium_claimed_with_email: changes.premiumClaimedWithEmail }
        : {}),
      ...(changes.premiumSource !== undefined ? { premium_source: changes.premiumSource } : {}),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks every admin account, in id order (two admins deleting each other queue here instead of
 * deadlocking), and returns their ids: the rows a "last admin" check counts stay put until commit.
 */
export async function lockAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("users")
    .select("id")
    .where(sql<boolean>`'admin' = any(roles)`)
    .where("is_anonymous", "=", false)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Removes an account and what belongs to it in the user's, watch and progress tables, explicitly
 * rather than by the foreign keys' cascades: sessions, its sign-in codes (by email; a code it asked
 * for another address only loses the link), watch segments, per-video state, daily totals,
 * off-platform logs, then the row. Run in the caller's transaction, after the other modules have
 * removed their part (premium claims, feedback links).
 */
export async function deleteAccount(db: Db, user: Pick<UserRow, "id" | "email">): Promise<RemovedRows> {
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const sessions = await db.deleteFrom("sessions").where("user_id", "=", user.id).executeTakeFirst();
  const codes = user.email
    ? await db.deleteFrom("verification_codes").where("email", "=", user.email).executeTakeFirst()
    : { numDeletedRows: 0n };
  await db
    .updateTable("verification_codes")
    .set({ requested_by_user_id: null })
    .where("requested_by_user_id", "=", user.id)
    .execute();
  const segments = await db.deleteFrom("watch_segments").where("user_id", "=", user.id).executeTakeFirst();
  const states = await db.deleteFrom("user_video_state").where("user_id", "=", user.id).executeTakeFirst();
  const days = await db.deleteFrom("daily_totals").where("user_id", "=", user.id).executeTakeFirst();
  const logs = await db.deleteFrom("off_platform_logs").where("user_id", "=", user.id).executeTakeFirst();
  // Their videos' rows go with them (the cascade of playlist_videos).
  const playlists = await db.deleteFrom("playlists").where("user_id", "=", user.id).executeTakeFirst();
  await db.deleteFrom("users").where("id", "=", user.id).execute();
  return {
    sessions: count(sessions),
    verificationCodes: count(codes),
    watchSegments: count(segments),
    videoStates: count(states),
    dailyTotals: count(days),
    offPlatformLogs: count(logs),
    playlists: count(playlists),
  };
}
