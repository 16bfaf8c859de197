import { type Kysely, sql } from "kysely";

// What admins did (modules/audit): who, when, what, to what. The actor's email is copied, so an
// entry still says who acted after that account is deleted (actor_user_id becomes null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  actor_email text,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_log_recent ON audit_log (at DESC, id DESC);
`.execute(db);
}
