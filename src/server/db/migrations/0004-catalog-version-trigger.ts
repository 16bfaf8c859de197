import { type Kysely, sql } from "kysely";

// The catalog version moves by itself: every statement that writes a catalog table (insert,
// update, delete or truncate, cascaded deletes included) adds 1 to it, in the writer's own
// transaction, so that no writer can forget it and the new version commits with the rows
// (docs/decisions/007). A statement that changes no row still moves it: a version is only ever
// compared for change, and a needless rebuild is cheap. A plain UPDATE: while catalog_version is
// empty (a restore loading its dump, backup.ts) the trigger changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER videos_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER video_speakers_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_speakers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER video_topics_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON video_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER channels_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON channels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER speakers_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON speakers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER topics_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
`.execute(db);
}
