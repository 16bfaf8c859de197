import { createVideo } from "@tests/factories/catalog";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { createDb, type DbHandle } from "../../db/create-db";
import { createMailer } from "../../lib/mailer";

// Two app instances on one PostgreSQL (on PGlite, one instance: it has a single connection).
const t = setupTestApp();
let second: { app: FastifyInstance; handle: DbHandle } | undefined;
let video: string;

beforeAll(async () => {
  video = await createVideo(t.db, { durationSeconds: 3600 });
  if (t.databaseUrl) {
    const handle = await createDb({ databaseUrl: t.databaseUrl, poolSize: 8 });
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    const app = await buildApp({ config: t.config, db: handle.db, mailer, logger: false });
    second = { app, handle };
  }
});

afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.handle.close();
  }
});

const CLIENTS = 50;
// 5,000 reports on PostgreSQL (two instances, as the issue asks); 1,000 on PGlite, whose single
// connection decides every report in turn and would only make the file slow, not the check stronger.
const SEGMENTS = process.env.TEST_DB === "postgres" ? 5 : 1;
const STEPS = 10; // reports of 10, 20, … 100 s per segment
const COPIES = 2; // every report is sent twice

function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

it("credits exactly once under thousands of concurrent, duplicated, out-of-order reports", async () => {
  const apps = second ? [t.app, second.app] : [t.app];
  const base = Date.now() - 24 * 3600 * 1000;
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new TestClient(t.app);
      const user = await client.loadUser("Europe/Moscow");
      return {
        user,
        clients: apps.map((app) => Object.assign(new TestClient(app), { cookies: client.cookies })),
      };
    }),
  );

  // A player reports each segment as it starts playing: those first reports reach the server at the
  // segment's start (the server's clock is set), then everything else arrives later, shuffled and
  // duplicated, through both instances.
  vi.useFakeTimers({ toFake: ["Date"] });
  for (let s = 0; s < SEGMENTS; s++) {
    const playingStartTime = base + s * 200_000;
    vi.setSystemTime(playingStartTime);
    await Promise.all(
      clients.map(async ({ clients: viaApps }) => {
        for (const via of viaApps) {
          const response = await via.post("/api/watchtime/update", {
            videoId: video,
            playingStartTime,
            elapsedTime: 0,
            lastVideoTime: 0,
            timezone: "Europe/Moscow",
          });
          expect(response.statusCode, response.body).toBe(200);
        }
      }),
    );
  }
  vi.setSystemTime(base + SEGMENTS * 200_000 + 3_600_000);

  let sent = 0;
  await Promise.all(
    clients.map(async ({ clients: viaApps }, c) => {
      const reports: Record<string, unknown>[] = [];
      for (let s = 0; s < SEGMENTS; s++) {
        // Segments 200 s apart, each playing up to 100 s: no two overlap in wall-clock time.
        const playingStartTime = base + s * 200_000;
        for (let step = 1; step <= STEPS; step++) {
          for (let copy = 0; copy < COPIES; copy++) {
            reports.push({
              videoId: video,
              playingStartTime,
              elapsedTime: step * 10,
              lastVideoTime: step * 10,
              timezone: "Europe/Moscow",
            });
          }
        }
      }
      for (const [i, body] of shuffle(reports, c + 1).entries()) {
        const via = viaApps[i % viaApps.length] as TestClient;
        const response = await via.post("/api/watchtime/update", body);
        expect(response.statusCode, response.body).toBe(200);
        sent++;
      }
    }),
  );
  vi.useRealTimers();
  expect(sent).toBe(CLIENTS * SEGMENTS * STEPS * COPIES);

  const expectedMs = SEGMENTS * STEPS * 10 * 1000;
  const users = await t.db
    .selectFrom("users")
    .select(["id", "watch_time_ms"])
    .where(
      "id",
      "in",
      clients.map((c) => c.user.id),
    )
    .execute();
  expect(users).toHaveLength(CLIENTS);
  for (const u of users) expect(u.watch_time_ms).toBe(expectedMs);
  const daySums = await t.db
    .selectFrom("daily_totals")
    .select((eb) => eb.fn.sum<number>("video_ms").as("total"))
    .executeTakeFirstOrThrow();
  expect(Number(daySums.total)).toBe(CLIENTS * expectedMs);
  const videoSums = await t.db
    .selectFrom("user_video_state")
    .select((eb) => eb.fn.sum<number>("watch_time_ms").as("total"))
    .executeTakeFirstOrThrow();
  expect(Number(videoSums.total)).toBe(CLIENTS * expectedMs);
}, 300_000);
