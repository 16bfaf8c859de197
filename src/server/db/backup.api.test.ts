import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { signUp } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { createTestDb } from "@tests/setup/test-db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listRecentAudit, recordAudit } from "../modules/audit/audit-repository";
import { readCatalogVersion } from "../modules/catalog-index/catalog-repository";
import { dumpDatabase, NOT_DUMPED, restoreDatabase, TABLES } from "./backup";
import { createDb } from "./create-db";
import { DataDirInUseError } from "./data-dir-lock";
import { migrateToLatest } from "./migrate";

const t = setupTestApp();

it("restores a dump into a new database with every row, and the restored data keeps working", async () => {
  const client = new TestClient(t.app);
  const user = await signUp(t, client, "Olga O'Neil", "olga@example.com");
  const video = await createVideo(t.db, {
    title: "Это 'кавычки' и \\ слэш",
    speakers: ["Анна"],
    topics: ["Еда"],
  });
  await applyCredit(t.db, { userId: user.id, videoId: video, ms: 90_000, day: "2026-03-01", position: 90 });
  await recordAudit(t.db, { actor: user, action: "video.update", target: video, detail: { title: "новое" } });

  const dumpedVersion = await readCatalogVersion(t.db);
  expect(dumpedVersion).toBeGreaterThan(1);
  let dump = "";
  await dumpDatabase(t.db, (chunk) => {
    dump += chunk;
  });

  // An empty database with no schema yet: the restore prepares it from our migrations.
  const target = await createDb({});
  try {
    await restoreDatabase(target.db, dump);
    const restoredUser = await target.db
      .selectFrom("users")
      .selectAll()
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(restoredUser).toMatchObject({
      name: "Olga O'Neil",
      email: "olga@example.com",
      watch_time_ms: 90_000,
    });
    const restoredVideo = await target.db.selectFrom("videos").select("title").executeTakeFirstOrThrow();
    expect(restoredVideo.title).toBe("Это 'кавычки' и \\ слэш");
    const day = await target.db.selectFrom("daily_totals").selectAll().executeTakeFirstOrThrow();
    expect(day).toMatchObject({ day: "2026-03-01", video_ms: 90_000 });
    // The catalog tables' trigger did not move the version while the dump loaded.
    expect(await readCatalogVersion(target.db)).toBe(dumpedVersion);
    // Sequences were moved past the restored ids: new rows insert cleanly (and move the version).
    await target.db.insertInto("topics").values({ name: "Новая тема" }).execute();
    expect(await readCatalogVersion(target.db)).toBeGreaterThan(dumpedVersion);
    await recordAudit(target.db, { actor: null, action: "backup.restore", target: "" });
    expect((await listRecentAudit(target.db, 5)).map((e) => [e.action, e.detail])).toEqual([
      ["backup.restore", {}],
      ["video.update", { title: "новое" }],
    ]);
  } finally {
    await target.close();
  }
});

it("refuses to restore into a database that already has users", async () => {
  let dump = "";
  await dumpDatabase(t.db, (chunk) => {
    dump += chunk;
  });
  const busy = await createTestDb();
  try {
    await busy.db.insertInto("users").defaultValues().execute();
    await expect(restoreDatabase(busy.db, dump)).rejects.toThrow("The target database is not empty");
  } finally {
    await busy.close();
  }
});

it("dumps every table of the schema but those it leaves out on purpose", async () => {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(t.db);
  expect(rows.map((r) => r.name).sort()).toEqual([...TABLES, ...NOT_DUMPED].sort());
});

describe("a backup of the embedded database", () => {
  it("is refused while a server has the folder open, and once it has stopped holds what it saved last", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pn-backup-"));
    try {
      // The running server: it writes an entry and keeps the folder open.
      const server = await createDb({ dataDir });
      await migrateToLatest(server.db);
      await server.db.insertInto("users").values({ name: "Saved just now", is_anonymous: true }).execute();

      await expect(createDb({ dataDir })).rejects.toThrow(DataDirInUseError);
      const script = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/db-backup.ts", path.join(dataDir, "x.sql")],
        {
          env: { ...process.env, DATA_DIR: dataDir },
          encoding: "utf8",
        },
      );
      expect(script.status).toBe(1);
      expect(script.stderr.trim()).toBe(
        `The database in ${dataDir} is open in another process (pid ${process.pid}), most likely the running server. Stop it first: a copy or a change made beside a server that is writing could miss or break what it saved last.`,
      );
      expect(existsSync(path.join(dataDir, "x.sql"))).toBe(false);

      // Stopped at once: the backup holds the entry written just before.
      await server.close();
      const file = path.join(dataDir, "backup.sql");
      const backup = spawnSync(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", file], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: "utf8",
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(readFileSync(file, "utf8")).toContain("Saved just now");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("restore refuses a database that has users with a sentence, not a stack trace", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pn-restore-"));
    try {
      const busy = await createDb({ dataDir });
      await migrateToLatest(busy.db);
      await busy.db.insertInto("users").defaultValues().execute();
      let dump = "";
      await dumpDatabase(busy.db, (chunk) => {
        dump += chunk;
      });
      await busy.close();
      writeFileSync(path.join(dataDir, "dump.sql"), dump);
      const restore = spawnSync(
        process.execPath,
        ["--import", "tsx", "scripts/db-restore.ts", path.join(dataDir, "dump.sql")],
        { env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
      );
      expect(restore.status).toBe(1);
      expect(restore.stderr.trim()).toBe(
        "The target database is not empty: restore into a new one (a new DATA_DIR, or an empty database).",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
