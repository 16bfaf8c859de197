import type { Selectable } from "kysely";
import type { ApiTokenScope } from "../../../shared/contracts/api-tokens";
import type { Db } from "../../db/create-db";
import type { ApiTokensTable } from "../../db/schema";

export type ApiTokenRow = Selectable<ApiTokensTable>;

/** How long `last_used_at` may lag: it is written at most once a minute per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Inserts a token unless the learner already holds `max` active ones; null: at the limit. The
 * learner's row is locked first (as the off-platform log's writes do), so two creates at once
 * cannot both see room for one more.
 */
export async function insertToken(
  db: Db,
  values: { userId: string; name: string; scope: ApiTokenScope; tokenHash: string },
  max: number,
): Promise<ApiTokenRow | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom("users")
      .select("id")
      .where("id", "=", values.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { active } = await trx
      .selectFrom("api_tokens")
      .select((eb) => eb.fn.countAll<string>().as("active"))
      .where("user_id", "=", values.userId)
      .where("revoked_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(active) >= max) return null;
    return trx
      .insertInto("api_tokens")
      .values({
        user_id: values.userId,
        name: values.name,
        scope: values.scope,
        token_hash: values.tokenHash,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The learner's active tokens, oldest first. */
export async function listActiveTokens(db: Db, userId: string): Promise<ApiTokenRow[]> {
  return db
    .selectFrom("api_tokens")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Revokes one of the learner's tokens; false: no such active token of theirs. */
export async function revokeToken(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active token with this hash, if any. */
export async function findActiveToken(db: Db, tokenHash: string): Promise<ApiTokenRow | undefined> {
  return db
    .selectFrom("api_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

/** Records a use, unless one was recorded in the last minute (the condition holds across instances). */
export async function touchToken(db: Db, id: string): Promise<void> {
  const before = new Date(Date.now() - LAST_USED_RESOLUTION_MS);
  await db
    .updateTable("api_tokens")
    .set({ last_used_at: new Date() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", before)]))
    .execute();
}
