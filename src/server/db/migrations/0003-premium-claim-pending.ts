import { type Kysely, sql } from "kysely";

// A learner has at most one pending Patreon claim: the database itself refuses a second one, so
// two claims sent at once (double click, two tabs, two instances) cannot both be recorded.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX premium_claims_one_pending ON premium_claims (user_id) WHERE status = 'pending'`.execute(
    db,
  );
}
