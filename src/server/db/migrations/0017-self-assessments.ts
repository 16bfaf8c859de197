import { type Kysely, sql } from "kysely";

// Self-assessments (docs/progress.md "Self-assessments"): a learner's own ratings, each stored with
// their total input at that moment (the server's figure), so that they chart over hours.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE self_assessments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  input_ms bigint NOT NULL CHECK (input_ms >= 0),
  understanding smallint NOT NULL CHECK (understanding BETWEEN 0 AND 100),
  listening smallint NOT NULL CHECK (listening BETWEEN 1 AND 5),
  speaking smallint NOT NULL CHECK (speaking BETWEEN 1 AND 5),
  reading smallint NOT NULL CHECK (reading BETWEEN 1 AND 5),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX self_assessments_user ON self_assessments (user_id, created_at);
`.execute(db);
}
