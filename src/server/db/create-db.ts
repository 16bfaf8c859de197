import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import { type Listen, listenerOn } from "./notification-listener";
import { PGlitePool } from "./pglite-pool";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Who hears of a pooled PostgreSQL connection that failed while idle (the server restarted, an
   * administrator or a proxy ended it): the pool drops it and opens another when needed. Until
   * set, the error is written to stderr. PGlite has no such connections.
   */
  onIdleConnectionError(listener: (error: Error) => void): void;
  /**
   * Hears a channel's notifications (PostgreSQL's LISTEN, on a connection of its own); undefined
   * on PGlite, which one process owns: no other instance writes to it.
   */
  listen?: Listen;
}

// int8 sums (milliseconds) stay well below 2^53; DATE stays a plain "YYYY-MM-DD" string
// so that no time zone shifts a learner's day.
const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;
const parsers = {
  [INT8]: (v: string) => Number(v),
  [DATE]: (v: string) => v,
  [NUMERIC]: (v: string) => Number(v),
};

/**
 * PGlite's PostgreSQL allocates and zeroes its shared buffers inside the WebAssembly memory at
 * start, so PostgreSQL's default of 128 MB is 128 MB of resident memory before the first query.
 * The whole catalog is a few tens of MB on disk and the hot rows (sessions, video states, totals)
 * are far fewer; pages that do not fit are read back through the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir/pglite`
 * (`dataDir` undefined: an in-memory PGlite, for tests).
 */
export async function createDb(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * An in-memory PGlite's starting files, as PGlite's `dumpDataDir` wrote them: the API tests open
   * a migrated template this way (~1 s) instead of making a new database per file (~4 s).
   */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          parsers[oid as keyof typeof parsers] ??
          pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener, pg's pool re-throws such an error as an uncaught exception: the whole
    // process would stop because one idle connection did.
    let report = (error: Error) => console.error("A database connection failed while idle:", error.message);
    pool.on("error", (error) => report(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: "postgres",
      close: () => db.destroy(),
      listen: listenerOn(options.databaseUrl),
      onIdleConnectionError: (listener) => {
        report = listener;
      },
    };
  }
  let location: string | undefined;
  let release = () => {};
  if (options.dataDir) {
    location = path.join(options.dataDir, "pglite");
    mkdirSync(location, { recursive: true });
    release = lockDataDir(options.dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(location ? { dataDir: location } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      parsers,
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  const close = async () => {
    try {
      await db.destroy();
    } finally {
      release();
    }
  };
  return { db, kind: "pglite", close, onIdleConnectionError: () => {} };
}
