import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../src/server/app";
import type { AppConfig } from "../../../src/server/config";
import type { Db } from "../../../src/server/db/create-db";
import { createMailer } from "../../../src/server/lib/mailer";
import { createSession } from "../../../src/server/modules/user/session-store";
import { createRegisteredUser } from "../../../src/server/modules/user/user-repository";
import { createVideo, type VideoInput } from "../../factories/catalog";
import { signUp } from "../../factories/users";
import { TestClient } from "../../setup/client";
import { lastCodeInOutbox, testAppConfig } from "../../setup/test-app";
import { createTestDb } from "../../setup/test-db";
import type { Principal } from "./fuzz-request";

export const FUZZ_ORIGIN = "http://127.0.0.1:3000";
export const ADMIN_EMAIL = "admin@fuzz.test";
export const LEARNER_EMAIL = "learner@fuzz.test";

/** The catalog the fuzz reaches into: free, premium, hidden, scheduled, and a file video with downloads. */
const VIDEOS: VideoInput[] = [
  { id: "free-1", title: "Свободное", topics: ["Города"], speakers: ["Анна"] },
  { id: "free-2", level: "Intermediate 1", durationSeconds: 3600, channel: "Другой" },
  { id: "premium-1", premium: true },
  { id: "hidden-1", visible: false },
  { id: "scheduled-1", uploadDate: new Date(Date.now() + 30 * 24 * 3600 * 1000) },
  {
    id: "file-1",
    platform: "file",
    onPlatformId: "moy-gorod.webm",
    subtitles: "WEBVTT\n\n00:00.000 --> 00:02.000\nПривет\n",
    audioFile: "moy-gorod.mp3",
  },
  { id: "file-missing", platform: "file", onPlatformId: "../../etc/passwd", audioFile: "nope.mp3" },
  { id: "ё id with spaces/and%slash", title: "Odd id" },
];

export interface FuzzApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** Where the app also listens, for requests that must travel as raw bytes. */
  baseUrl: string;
  videoIds: string[];
  entryIds: string[];
  /** The Cookie header of a principal's session (undefined for anonymous). */
  cookieOf(principal: Principal): string | undefined;
  /** A new session for a principal whose session a request may have ended (logout, log-in). */
  renewSession(principal: Principal): Promise<void>;
  /** Puts back the catalog's videos that an admin's fuzzed delete removed. */
  restoreCatalog(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real server (buildApp) on a fresh database, as the API tier builds it (tests/setup/test-app),
 * with an admin address configured, listening on a free loopback port as well. It logs at "error"
 * (FUZZ_LOG_LEVEL), so that the stack of any 5xx shows beside the failure.
 */
export async function createFuzzApp(): Promise<FuzzApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pn-fuzz-"));
  const config = testAppConfig(dataDir, {
    SESSION_SECRET: "fuzz-secret-0123456789abcdef",
    PUBLIC_URL: FUZZ_ORIGIN,
    ADMIN_EMAILS: ADMIN_EMAIL,
    // The Patreon webhook checks signatures rather than answering 404 (docs/admin.md).
    PATREON_WEBHOOK_SECRET: "fuzz-patreon-webhook-secret",
    LOG_LEVEL: (process.env.FUZZ_LOG_LEVEL as "error" | undefined) ?? "error",
  });
  const handle = await createTestDb();
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir });
  const app = await buildApp({ config, db: handle.db, mailer });
  await app.ready();
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  for (const video of VIDEOS) await createVideo(handle.db, video);
  const videoIds = VIDEOS.map((v) => v.id as string);

  // Sign the learner and the admin up through the real calls, as the API tests do.
  const outbox = { lastCodeFor: (email: string) => lastCodeInOutbox(dataDir, email) };
  const userIds = new Map<Principal, string>();
  const accounts = [
    ["learner", LEARNER_EMAIL, "Fuzz Learner"],
    ["admin", ADMIN_EMAIL, "Fuzz Admin"],
  ] as const;
  async function signUpPrincipal(principal: "learner" | "admin"): Promise<void> {
    const [, email, name] = accounts.find(([p]) => p === principal) as (typeof accounts)[number];
    const client = new TestClient(app);
    const user = await signUp({ app, ...outbox } as never, client, name, email);
    userIds.set(principal, user.id);
  }
  for (const [principal] of accounts) await signUpPrincipal(principal);
  const visitor = new TestClient(app);
  userIds.set("visitor", (await visitor.loadUser()).id);

  const cookies = new Map<Principal, string>();
  async function renewSession(principal: Principal): Promise<void> {
    let userId = userIds.get(principal);
    if (!userId) return;
    // A fuzzed POST /api/user/delete may have deleted the learner's own account: sign it up again.
    const gone = !(await handle.db
      .selectFrom("users")
      .select("id")
      .where("id", "=", userId)
      .executeTakeFirst());
    if (gone && (principal === "learner" || principal === "admin")) {
      // Made again in the database: the sign-up calls are rate limited by then (the fuzz asked so).
      const [, email, name] = accounts.find(([p]) => p === principal) as (typeof accounts)[number];
      const roles = principal === "admin" ? ["admin"] : [];
      userId = (await createRegisteredUser(handle.db, { name, email, roles, timezone: "Europe/Moscow" })).id;
      userIds.set(principal, userId);
    }
    const token = await createSession(handle.db, { id: userId, is_anonymous: principal === "visitor" });
    cookies.set(principal, `pn_session=${encodeURIComponent(app.signCookie(token))}`);
  }
  for (const principal of userIds.keys()) await renewSession(principal);

  // An entry in each log, so that deletes by id can find a real one.
  const entryIds: string[] = [];
  for (const principal of ["visitor", "learner", "admin"] as const) {
    const res = await app.inject({
      method: "POST",
      url: "/api/user/off-platform-time",
      headers: { origin: FUZZ_ORIGIN, cookie: cookies.get(principal) as string },
      payload: { startDate: "2024-03-01", startTime: "10:00", endDate: "2024-03-01T12:00:00Z", minutes: 30 },
    });
    if (res.statusCode !== 200) throw new Error(`seeding the log: ${res.statusCode} ${res.body}`);
    entryIds.push(...(res.json() as { logs: { id: string }[] }).logs.map((l) => l.id));
  }

  return {
    app,
    db: handle.db,
    config,
    baseUrl: address,
    videoIds,
    entryIds,
    cookieOf: (principal) => cookies.get(principal),
    renewSession,
    restoreCatalog: async () => {
      const present = new Set((await handle.db.selectFrom("videos").select("id").execute()).map((r) => r.id));
      for (const video of VIDEOS) if (!present.has(video.id as string)) await createVideo(handle.db, video);
    },
    close: async () => {
      await app.close();
      mailer.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
