import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle } from "../../src/server/db/create-db";
import { migrateToLatest } from "../../src/server/db/migrate";

/** Which database the API tier runs on this time: PGlite unless TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database owned by one test file (a copy of the API tier's migrated template,
 * api-global-setup.ts; migrateToLatest then finds nothing left to do): an in-memory PGlite, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export interface TestDbHandle extends DbHandle {
  /** The PostgreSQL URL of this database (undefined on PGlite), for a second app instance. */
  url?: string;
}

export async function createTestDb(): Promise<TestDbHandle> {
  if (testDbKind === "pglite") {
    // The tier's migrated template (api-global-setup.ts), where there is one (not in the fuzz tier).
    const template = inject("apiPgliteTemplate");
    const handle = await createDb(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {});
    await migrateToLatest(handle.db);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `pn_test_${randomBytes(6).toString("hex")}`;
  const template = inject("apiPostgresTemplate");
  await withAdminClient(adminUrl, (c) =>
    c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolSize: 8 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export async function withAdminClient(
  url: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
