import { type Kysely, sql } from "kysely";

// The progress journal (docs/progress.md "Journal"): a learner's dated notes. Personal data: it
// goes with the account (the cascade), and it is in the learner's export.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TABLE journal_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entry_date date NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journal_entries_newest ON journal_entries (user_id, entry_date DESC, id DESC);
`.execute(db);
}
