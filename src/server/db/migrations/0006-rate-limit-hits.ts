import { type Kysely, sql } from "kysely";

// Rate-limit counters shared by every instance on the database (docs/decisions/009): one row per
// key (e.g. "codes:ip:203.0.113.7") counting the calls of its current fixed window, which ends at
// reset_at. Rows are only counters: they are not backed up, and the daily maintenance removes the
// ended ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
`.execute(db);
}
