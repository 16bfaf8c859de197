import { createHash, randomBytes } from "node:crypto";
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

/** The user of a live session, in one query (every API call asks this). */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.expires_at", ">", new Date())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", hashToken(token)).execute();
}
