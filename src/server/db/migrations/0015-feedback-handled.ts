import { type Kysely, sql } from "kysely";

// Feedback reaches the team (docs/admin.md "Feedback"): an admin marks a submission handled, and
// the list and the hub's count read the unhandled ones. Who handled it is kept as an email, like
// the audit log's actor, so that it survives the admin's account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
ALTER TABLE feedback ADD COLUMN handled_at timestamptz;
ALTER TABLE feedback ADD COLUMN handled_by text;
CREATE INDEX feedback_newest ON feedback (created_at DESC, id DESC);
`.execute(db);
}
