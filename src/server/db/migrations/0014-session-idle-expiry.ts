import { type Kysely, sql } from "kysely";

// Sessions expire after a time without a visit and slide forward when used (docs/product-rules.md
// "Sessions"): 90 days for an account, 30 for an anonymous visitor. Sessions made before lived a
// fixed year; they are brought within the new limit, counted from now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
UPDATE sessions SET expires_at = least(
  expires_at,
  now() + CASE WHEN (SELECT is_anonymous FROM users WHERE users.id = sessions.user_id)
    THEN interval '30 days' ELSE interval '90 days' END
);
`.execute(db);
}
