import { createHash, randomBytes } from "node:crypto";
import DataLoader from "dataloader";
import type { Db } from "../../db/create-db";
import type { UserRow } from "./user-mapper";

export const SESSION_TTL_MS = 365 * 24 * 3600 * 1000;

/** Sessions are stored by the SHA-256 of their token; the token itself lives only in the cookie. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + SESSION_TTL_MS) })
    .execute();
  return token;
}

/**
 * Looks up the users of live sessions, batching the lookups of requests that arrive together
 * into one query: under load every call asks this, and one query per request would be the
 * database's busiest work. Each lookup still reads the database (no cache).
 */
export function createSessionUserLoader(db: Db): (token: string) => Promise<UserRow | null> {
  const loader = new DataLoader<string, UserRow | null>(
    async (hashes) => {
      const rows = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .selectAll("users")
        .select("sessions.id as session_id")
        .where("sessions.id", "in", [...new Set(hashes)])
        .where("sessions.expires_at", ">", new Date())
        .execute();
      const bySession = new Map(rows.map(({ session_id, ...user }) => [session_id, user as UserRow]));
      return hashes.map((hash) => bySession.get(hash) ?? null);
    },
    // Gathers the requests of one turn of the event loop, not just of one callback.
    { cache: false, maxBatchSize: 500, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return (token) => loader.load(hashToken(token));
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}
