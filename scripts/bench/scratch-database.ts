import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
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
 * BENCH_SCRATCH_CACHE=<dir>: a PGlite scratch catalog, once built, is copied there and reused by
 * later runs of the same size, for a day (its dates are relative to when it was built, and its
 * scheduled videos come out as time passes). At 100,000 videos the build (above all the words
 * analysis of every transcript) takes about half an hour on the 2-core machine; a copy, seconds.
 */
const CACHE_DIR = process.env.BENCH_SCRATCH_CACHE;
const CACHE_MAX_AGE_MS = 24 * 3600 * 1000;

/** What the scratch catalog is made from: a change to any of it builds a new one. */
const CACHE_SOURCES = [
  "scripts/bench/scratch-catalog.ts",
  "scripts/bench/scratch-database.ts",
  "scripts/bench/word-lists.ts",
  "src/server/db/migrations",
  // What the migrations import besides kysely (the head of a user's-rows table).
  "src/server/db/user-rows-table.ts",
  "src/server/modules/words",
];

/** The files below `entry`, tests left out (they make no part of a catalog). */
function filesOf(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .filter((name) => !name.includes(".test."))
    .flatMap((name) => filesOf(path.join(entry, name)));
}

function cacheDirOf(videos: number, watched: number): string {
  const hash = createHash("sha256").update(`${videos}/${watched}`);
  for (const file of CACHE_SOURCES.flatMap(filesOf)) hash.update(file).update(readFileSync(file));
  return path.join(CACHE_DIR!, `${videos}-${watched}-${hash.digest("hex").slice(0, 16)}`);
}

/** The cached catalog copied into `dataDir`, or null when there is none fresh enough. */
function fromCache(cacheDir: string, dataDir: string): ScratchCatalog | null {
  const catalogFile = path.join(cacheDir, "catalog.json");
  if (!existsSync(catalogFile)) return null;
  if (Date.now() - statSync(catalogFile).mtimeMs > CACHE_MAX_AGE_MS) {
    rmSync(cacheDir, { recursive: true, force: true });
    return null;
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(path.join(cacheDir, "data"), dataDir, { recursive: true });
  return JSON.parse(readFileSync(catalogFile, "utf8")) as ScratchCatalog;
}

function toCache(cacheDir: string, dataDir: string, catalog: ScratchCatalog): void {
  rmSync(cacheDir, { recursive: true, force: true });
  cpSync(dataDir, path.join(cacheDir, "data"), { recursive: true });
  // Written last: a copy cut short is never taken for a whole one.
  writeFileSync(path.join(cacheDir, "catalog.json"), JSON.stringify(catalog));
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
  const cacheDir = CACHE_DIR && !adminUrl ? cacheDirOf(videos, watched) : undefined;
  const cached = cacheDir ? fromCache(cacheDir, dataDir) : null;
  if (cached) {
    console.log(`  (the scratch catalog of ${videos} videos copied from ${cacheDir})`);
    return { catalog: cached, drop: async () => {} };
  }
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
    if (cacheDir) toCache(cacheDir, dataDir, catalog);
    return { catalog, databaseUrl, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
