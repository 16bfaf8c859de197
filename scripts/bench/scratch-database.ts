import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { createDb } from "../../src/server/db/create-db";
import { migrateToLatest } from "../../src/server/db/migrate";
import { WordsWorker } from "../../src/server/modules/words/index";
import { buildScratchCatalog, type ScratchCatalog } from "./scratch-catalog";

export interface ScratchDatabase {
  catalog: ScratchCatalog;
  /** The scratch PostgreSQL database the server must use; undefined on PGlite (DATA_DIR). */
  databaseUrl?: string;
  drop(): Promise<void>;
}

async function withAdminClient(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Builds the scratch catalog, then closes the database so that the server can open it: in
 * `dataDir` (PGlite), or in a fresh database on the server of `adminUrl` (dropped by `drop`).
 */
export async function createScratchDatabase(
  dataDir: string,
  adminUrl: string | undefined,
  videos: number,
  watched: number,
): Promise<ScratchDatabase> {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `pn_bench_${randomBytes(6).toString("hex")}`;
    await withAdminClient(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = () => withAdminClient(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  try {
    const handle = await createDb({ databaseUrl, dataDir });
    await migrateToLatest(handle.db);
    const catalog = await buildScratchCatalog(handle.db, videos, watched);
    // The transcripts analysed as a server in service has them (the words worker, docs/words.md),
    // so that the server starts with nothing queued and its dictionaries not loaded.
    await new WordsWorker({ db: handle.db, config: { wordsAcquired: { cues: 12, videos: 3 } } }).settle();
    // As a database in service would be: statistics gathered and the bulk load's dead rows gone,
    // so that autovacuum does not start on them in the middle of a measurement.
    await sql`VACUUM ANALYZE`.execute(handle.db);
    await handle.close();
    return { catalog, databaseUrl, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
