import { type RawBuilder, sql } from "kysely";

/**
 * The head of `CREATE TABLE` for a table whose rows belong to one user (personal data): a generated
 * uuid id and the owner, whose account going away takes the rows with it (the cascade). The table's
 * own columns follow it in the migration. A migration's SQL never changes once it has run: this is
 * the very text the migrations that use it (0011, 0012, 0016, 0019, 0021) always executed.
 */
export function userRowsTable(table: string): RawBuilder<unknown> {
  return sql.raw(`CREATE TABLE ${table} (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,`);
}
