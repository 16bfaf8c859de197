import { type Kysely, sql } from "kysely";
import { userRowsTable } from "../user-rows-table";

// The progress journal (docs/progress.md "Journal"): a learner's dated notes. Personal data: it
// goes with the account (the cascade), and it is in the learner's export.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
${userRowsTable("journal_entries")}
  entry_date date NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journal_entries_newest ON journal_entries (user_id, entry_date DESC, id DESC);
`.execute(db);
}
