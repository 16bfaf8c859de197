import { type Kysely, sql } from "kysely";

// A series' title is part of the catalog's search (its episodes are found by it: docs/browse.md
// "Search"): renaming or deleting a series moves the catalog version too (migration 0004), as
// writing its episodes does (migration 0023).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE TRIGGER series_catalog_version AFTER UPDATE OF title OR DELETE ON series
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`.execute(db);
}
