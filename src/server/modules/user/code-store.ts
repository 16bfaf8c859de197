import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/create-db";

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export interface NewCode {
  email: string;
  purpose: "login" | "register";
  name: string | null;
  requestedByUserId: string | null;
  ip: string;
}

/** Codes are kept only as an HMAC keyed with the server secret, bound to the email. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac("sha256", secret).update(`${email}\n${code}`).digest("hex");
}

export function codesMatch(secret: string, email: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(secret, email, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Stores a new 6-digit code (voiding earlier unused ones for the email) and returns it in clear. */
export async function issueCode(db: Db, secret: string, request: NewCode): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("verification_codes")
      .set({ used_at: new Date() })
      .where("email", "=", request.email)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("verification_codes")
      .values({
        email: request.email,
        purpose: request.purpose,
        name: request.name,
        code_hash: hashCode(secret, request.email, code),
        expires_at: new Date(Date.now() + CODE_TTL_MS),
        requested_by_user_id: request.requestedByUserId,
        ip: request.ip,
      })
      .execute();
  });
  return code;
}

export async function latestCode(db: Db, email: string) {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("email", "=", email)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try; returns the tries so far. */
export async function recordWrongAttempt(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable("verification_codes")
    .set({ attempts: sql`attempts + 1` })
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirstOrThrow();
  return row.attempts;
}

/** Single use: true only for the one caller that marks it used. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("verification_codes")
    .set({ used_at: new Date() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
