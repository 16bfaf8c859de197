import { type Kysely, sql } from "kysely";

// Every move of the catalog version (the triggers of migration 0004, the content planner's one
// deferred move of migration 0008, a restore's insert) notifies the channel `catalog_version`, so
// that the other instances on one PostgreSQL rebuild their index at once rather than at their
// next version check (docs/browse.md "Freshness, caching"). A notification is sent at commit and
// not at all on rollback; PostgreSQL folds equal notifications of one transaction into one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE FUNCTION notify_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_version', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER catalog_version_notify AFTER INSERT OR UPDATE ON catalog_version
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_version();
`.execute(db);
}
