import { setTimeout as delay } from "node:timers/promises";
import { createVideo } from "@tests/factories/catalog";
import { setupTestApp } from "@tests/setup/test-app";
import { testDbKind } from "@tests/setup/test-db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { createDb } from "../../db/create-db";
import { createMailer } from "../../lib/mailer";
import { readCatalogVersion } from "./catalog-repository";

const t = setupTestApp();

async function titles(app: FastifyInstance, query = ""): Promise<string[]> {
  const response = await app.inject({ method: "GET", url: `/api/browse/videos?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().videos.map((v: { title: string }) => v.title);
}

/** Asks until the condition holds (a version check runs at most once a second), up to 10 s. */
async function eventually(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("The condition did not come true within 10 s.");
    await delay(50);
  }
}

describe("the catalog index follows the database", () => {
  it("rebuilds at once when this instance's writer asks", async () => {
    await createVideo(t.db, { id: "r-1", title: "Первое видео" });
    await t.app.catalog.refresh();
    expect(await titles(t.app)).toContain("Первое видео");

    await t.db.updateTable("videos").set({ title: "Новое название" }).where("id", "=", "r-1").execute();
    await t.app.catalog.refresh();
    expect(await titles(t.app, "text=название")).toEqual(["Новое название"]);
  });

  it("picks up a change that another writer made in plain SQL, within about a second", async () => {
    await createVideo(t.db, { id: "r-2", title: "Видео другого сервера" }); // no refresh asked
    await eventually(async () => (await titles(t.app)).includes("Видео другого сервера"));

    // Nobody touches catalog_version: the trigger moves it.
    await sql`UPDATE videos SET visible = false WHERE id = 'r-2'`.execute(t.db);
    await eventually(async () => !(await titles(t.app)).includes("Видео другого сервера"));
  });

  it("lists a scheduled video once its publication time has come", async () => {
    await createVideo(t.db, { id: "r-3", title: "Скоро выйдет", uploadDate: new Date(Date.now() + 1500) });
    await t.app.catalog.refresh();
    expect(await titles(t.app)).not.toContain("Скоро выйдет");
    await eventually(async () => (await titles(t.app)).includes("Скоро выйдет"));
  });

  it.runIf(testDbKind === "postgres")("keeps a second instance on the same database in step", async () => {
    const handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 2 });
    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir });
    const second = await buildApp({ config: t.config, db: handle.db, mailer, logger: false });
    await second.ready();
    try {
      await createVideo(t.db, { id: "r-4", title: "Для всех серверов" });
      await t.app.catalog.refresh();
      expect(await titles(t.app)).toContain("Для всех серверов");
      await eventually(async () => (await titles(second)).includes("Для всех серверов"));
    } finally {
      await second.close();
      mailer.close();
      await handle.close();
    }
  });

  it.runIf(testDbKind === "postgres")(
    "has a second instance rebuild as soon as the first one commits, before anyone asks it",
    async () => {
      const handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 2 });
      const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, dataDir: t.config.dataDir });
      const second = await buildApp({
        config: t.config,
        db: handle.db,
        listen: handle.listen,
        mailer,
        logger: false,
      });
      await second.ready();
      try {
        await createVideo(t.db, { id: "r-5", title: "Услышано сразу" });
        const moved = await readCatalogVersion(t.db);
        // No request reaches the second instance, so its once-a-second check never runs: only the
        // notification of the version's move (migration 0033) can make it rebuild.
        await eventually(async () => second.catalog.version === moved);
        expect(await titles(second)).toContain("Услышано сразу");
      } finally {
        await second.close();
        mailer.close();
        await handle.close();
      }
    },
  );
});
