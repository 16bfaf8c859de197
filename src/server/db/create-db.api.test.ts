import { createTestDb, type TestDbHandle, testDbKind } from "@tests/setup/test-db";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A pooled connection that PostgreSQL ends while it is idle (a restart, an administrator, a proxy)
// must cost that connection only: pg's pool would otherwise throw the error as an uncaught
// exception and stop the server. PGlite has no pooled connections to lose.
describe.runIf(testDbKind === "postgres")("a PostgreSQL connection ended while idle", () => {
  let handle: TestDbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("is reported, and the next query runs on a new connection", async () => {
    const reported: Error[] = [];
    handle.onIdleConnectionError((error) => reported.push(error));
    const before = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(handle.db);
    const pid = before.rows[0]?.pid;
    expect(pid).toBeTypeOf("number");

    // An administrator ends that backend while the pool holds its connection idle.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => reported.length).toBeGreaterThan(0);
    expect(reported[0]?.message).toMatch(/terminating connection/);

    const after = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(handle.db);
    expect(after.rows[0]?.answer).toBe(42);
  });
});
