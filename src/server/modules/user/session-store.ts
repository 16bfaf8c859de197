import { createHash, randomBytes } from "node:crypto";
import DataLoader from "dataloader";
import type { Db } from "../../db/create-db";
import type { UserRow } from "./user-mapper";

const DAY_MS = 24 * 3600 * 1000;
/**
 * How long a session lasts without a visit (docs/product-rules.md "Sessions"): each visit moves
 * its end this far ahead again. An anonymous visitor's is shorter: nothing but the cookie leads
 * back to their progress, and their row goes when idle as long (removeIdleAnonymousUsers).
 */
export const SESSION_IDLE_MS = { registered: 90 * DAY_MS, anonymous: 30 * DAY_MS } as const;
/** A session's end moves at most once a day: a write on every request would be the busiest work. */
export const SESSION_SLIDE_STEP_MS = DAY_MS;

export function sessionIdleMs(user: Pick<UserRow, "is_anonymous">): number {
  return user.is_anonymous ? SESSION_IDLE_MS.anonymous : SESSION_IDLE_MS.registered;
}

/** The user of a live session, and when that session ends unless it is used again. */
export interface SessionUser {
  user: UserRow;
  expiresAt: Date;
}

/** Sessions are stored by the SHA-256 of their token; the token itself lives only in the cookie. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(db: Db, user: Pick<UserRow, "id" | "is_anonymous">): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: user.id,
      expires_at: new Date(Date.now() + sessionIdleMs(user)),
    })
    .execute();
  return token;
}

/** Moves a live session's end to `expiresAt` (a visit slid it). */
export async function extendSession(db: Db, token: string, expiresAt: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ expires_at: expiresAt })
    .where("id", "=", hashToken(token))
    .execute();
}

/**
 * Looks up the users of live sessions, batching the lookups of requests that arrive together
 * into one query: under load every call asks this, and one query per request would be the
 * database's busiest work. Each lookup still reads the database (no cache).
 */
export function createSessionUserLoader(db: Db): (token: string) => Promise<SessionUser | null> {
  const loader = new DataLoader<string, SessionUser | null>(
    async (hashes) => {
      const rows = await db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .selectAll("users")
        .select(["sessions.id as session_id", "sessions.expires_at as session_expires_at"])
        .where("sessions.id", "in", [...new Set(hashes)])
        .where("sessions.expires_at", ">", new Date())
        .execute();
      const bySession = new Map(
        rows.map(({ session_id, session_expires_at, ...user }) => [
          session_id,
          { user: user as UserRow, expiresAt: new Date(session_expires_at) },
        ]),
      );
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
