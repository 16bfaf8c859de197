import { type Kysely, sql } from "kysely";

// The catalog version moves by itself: every statement that writes a catalog table (insert,
// update, delete or truncate, cascaded deletes included) adds 1 to it, in the writer's own
// transaction, so that no writer can forget it and the new version commits with the rows
// (docs/decisions/007). A statement that changes no row still moves it: a version is only ever
// compared for change, and a needless rebuild is cheap. A plain UPDATE: while catalog_version is
// empty (a restore loading its dump, backup.ts) the trigger changes nothing.

/** The catalog's tables at this migration (later ones add their own triggers: 0023, 0024, 0027). */
const CATALOG_TABLES = ["videos", "video_speakers", "video_topics", "channels", "speakers", "topics"];

/** A table's trigger, `<table>_catalog_version`: the same statement for each catalog table. */
const catalogVersionTrigger = (table: string) =>
  `CREATE TRIGGER ${table}_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
${sql.raw(CATALOG_TABLES.map(catalogVersionTrigger).join(""))}`.execute(db);
}
