import { type Kysely, sql } from "kysely";

// A writer of many transactions (the content planner applies each row in a transaction of its
// own) can have the catalog version move once at its end rather than with every row: it sets
// `ponyatno.defer_catalog_version` to 'on' for each of its transactions (set_config(…, true), so
// it ends with the transaction) and moves the version itself when it is done. Every other writer
// is unchanged: the setting is unset for them and the trigger moves the version as before
// (decision 007, migration 0004).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ponyatno.defer_catalog_version', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
`.execute(db);
}
