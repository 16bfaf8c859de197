import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import type { TestProject } from "vitest/node";
import { createDb } from "../../src/server/db/create-db";
import { migrateToLatest } from "../../src/server/db/migrate";
import { PGlitePool } from "../../src/server/db/pglite-pool";
import type { Database } from "../../src/server/db/schema";
import { testDbKind, withAdminClient } from "./test-db";

// The API tier's start (docs/testing.md "Time"): every test file gets a database of its own, and
// making one from nothing (PGlite's initdb, then every migration) was most of a file's setup. It
// is made once here, migrated, and each file starts from a copy: on PGlite the dumped files
// (`loadDataDir`), on PostgreSQL a database made with `CREATE DATABASE … TEMPLATE`.

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite files (a `dumpDataDir` tarball) every PGlite test database starts from. */
    apiPgliteTemplate?: string;
    /** The migrated database on TEST_DATABASE_URL's server that every test database copies. */
    apiPostgresTemplate?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (testDbKind === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "pn-api-template-"));
    const file = path.join(dir, "pglite.tar");
    // PGlite itself, not createDb: the handle hides it, and only its files are kept.
    const pglite = await PGlite.create();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
    try {
      await migrateToLatest(db);
      writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    } finally {
      await db.destroy();
    }
    project.provide("apiPgliteTemplate", file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `pn_template_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // A database is copied only while nobody is connected to it.
    await handle.close();
  }
  project.provide("apiPostgresTemplate", name);
  return () => withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
