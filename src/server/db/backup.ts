import { type Kysely, Migrator, sql } from "kysely";
import type { Db } from "./create-db";
import { migrationProvider } from "./migrate";

/** Tables in an order that satisfies their foreign keys. */
export const TABLES = [
  "users",
  "sessions",
  "api_tokens",
  "verification_codes",
  "channels",
  "speakers",
  "topics",
  "videos",
  "youtube_video_details",
  "video_speakers",
  "video_topics",
  "video_file_jobs",
  "user_video_state",
  "hidden_videos",
  "video_ratings",
  "playlists",
  "playlist_videos",
  "series",
  "series_episodes",
  "watch_segments",
  "daily_totals",
  "off_platform_logs",
  "journal_entries",
  "self_assessments",
  "video_words",
  "video_lemmas",
  "credited_intervals",
  "user_cues_heard",
  "user_words",
  "user_word_totals",
  "email_jobs",
  "notifications",
  "announcements",
  "premium_claims",
  "patreon_webhook_events",
  "feedback",
  "catalog_version",
  "audit_log",
] as const;
/**
 * Tables a dump leaves out on purpose: counters of windows that end within the hour, the runs of
 * the email jobs (a log of what was sent, not data), the words analysis queue (the restore's own
 * inserts of videos with subtitles queue them again: migration 0026's trigger), the lemmas' totals
 * (migration 0034's triggers sum them again as the restore inserts video_lemmas) and the migrator's
 * own, which the restore writes itself.
 */
export const NOT_DUMPED = [
  "rate_limit_hits",
  "email_runs",
  "word_analysis_queue",
  "lemma_totals",
  "learner_input_versions",
  "kysely_migration",
  "kysely_migration_lock",
] as const;
const ROWS_PER_STATEMENT = 500;
const HEADER = "-- Ponyatno SQL dump; schema at migration: ";

/**
 * A plain-SQL dump of the data. The schema is not dumped: it comes from our migrations, so a dump
 * taken on one version (or one PGlite major) restores into the next: migrate to the dump's
 * migration, insert the rows, then migrate to the latest.
 */
export async function dumpDatabase(db: Db, write: (chunk: string) => void): Promise<void> {
  // One snapshot for every table: on PostgreSQL, servers may keep writing while the dump runs.
  await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(
        trx,
      );
      const last = applied.rows.at(-1)?.name ?? "";
      write(`${HEADER}${last}\nBEGIN;\n`);
      for (const table of TABLES) {
        for (let offset = 0; ; offset += ROWS_PER_STATEMENT) {
          const { rows } = await sql<{ data: string | null }>`
            SELECT json_agg(t)::text AS data FROM (
              SELECT * FROM ${sql.table(table)} ORDER BY 1 LIMIT ${ROWS_PER_STATEMENT} OFFSET ${offset}
            ) t`.execute(trx);
          const data = rows[0]?.data;
          if (!data) break;
          write(
            `INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, '${data.replaceAll("'", "''")}');\n`,
          );
        }
      }
      write("COMMIT;\n");
    });
}

/** A restore refused before anything was written: its message says why and what to do. */
export class RestoreRefusedError extends Error {}

/** Restores a dump into an empty database, then brings the schema to the latest migration. */
export async function restoreDatabase(db: Db, dump: string): Promise<void> {
  const dumpedAt = dump.startsWith(HEADER) ? dump.slice(HEADER.length, dump.indexOf("\n")) : "";
  if (!dumpedAt)
    throw new RestoreRefusedError("This file is not a Ponyatno SQL dump (its first line is missing).");
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: migrationProvider });
  const to = await migrator.migrateTo(dumpedAt);
  if (to.error) throw new Error(`Could not prepare the schema of ${dumpedAt}: ${String(to.error)}`);
  const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db);
  if ((users.rows[0]?.n ?? 0) > 0)
    throw new RestoreRefusedError(
      "The target database is not empty: restore into a new one (a new DATA_DIR, or an empty database).",
    );
  // catalog_version's single row is created by the migration; the dump brings its own. Until that
  // row is loaded (catalog_version comes after the catalog tables), the trigger that moves the
  // version on every catalog write (migration 0004) finds no row and changes nothing: the restore
  // ends with the dumped version.
  await sql`DELETE FROM catalog_version`.execute(db);
  await sql.raw(dump).execute(db);
  for (const table of [
    "verification_codes",
    "channels",
    "speakers",
    "topics",
    "premium_claims",
    "feedback",
    "audit_log",
  ]) {
    await sql
      .raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE((SELECT max(id) FROM ${table}), 0) + 1, false)`,
      )
      .execute(db);
  }
  const latest = await migrator.migrateToLatest();
  if (latest.error) throw new Error(`Migration after restore failed: ${String(latest.error)}`);
}
