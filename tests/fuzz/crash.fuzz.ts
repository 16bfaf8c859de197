// Crash safety (docs/testing.md, the fuzz tier): the real server process, killed with SIGKILL while 40
// clients write watch time and off-platform entries, then started again on the same data, must
// still hold every write it had acknowledged (answered 200). Three rounds on PGlite (a temporary
// DATA_DIR) and three on a scratch PostgreSQL database of TEST_DATABASE_URL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { seedFor } from "./support/seed";
import { bundleServer, freePort, type ServerProcess, startServer } from "./support/server-process";

const CLIENTS = 40;
const ROUNDS = 3;
/**
 * How many writes the server acknowledges in a round before the kill: drawn (seeded) from this
 * range. Counting answers rather than waiting a fixed time keeps the test the same on a slow or
 * busy machine; the 40 clients each have a write in flight when the kill comes.
 */
const ACKNOWLEDGED_BEFORE_KILL = [60, 160] as const;
const TIME_ZONE = "UTC";
const DAY_MS = 24 * 3600 * 1000;

/** A small seeded generator (mulberry32): the kill moments follow FUZZ_SEED. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Entry {
  startDate: string;
  startTime: string;
  minutes: number;
}

/** A learner as a browser tab: a cookie jar, and what the server acknowledged to it. */
class Client {
  cookie = "";
  creditedSeconds = 0;
  reports = 0;
  entries: Entry[] = [];
  private entriesSent = 0;
  private segment: { videoId: string; startMs: number; duration: number } | null = null;

  constructor(
    private readonly baseUrl: string,
    readonly index: number,
  ) {}

  async call(method: "GET" | "POST", url: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        origin: this.baseUrl,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("pn_session="));
    if (session) this.cookie = session.split(";", 1)[0] as string;
    return response;
  }

  async json<T>(method: "GET" | "POST", url: string, body?: unknown): Promise<T> {
    const response = await this.call(method, url, body);
    const text = await response.text();
    if (response.status !== 200) throw new Refused(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A new playing segment (after a restart the player starts one, as after a reload). */
  play(video: { id: string; duration: number }): void {
    this.segment = { videoId: video.id, startMs: Date.now(), duration: video.duration };
  }

  /** One report of the segment: elapsed 0 first, then the wall-clock time since it began. */
  async report(): Promise<void> {
    const s = this.segment as NonNullable<Client["segment"]>;
    const elapsed = (Date.now() - s.startMs) / 1000;
    const answer = await this.json<{ creditedSeconds: number }>("POST", "/api/watchtime/update", {
      videoId: s.videoId,
      playingStartTime: s.startMs,
      lastVideoTime: Math.min(elapsed, s.duration),
      elapsedTime: elapsed,
      timezone: TIME_ZONE,
    });
    this.creditedSeconds += answer.creditedSeconds;
    this.reports++;
  }

  /** One off-platform entry, each on a day of its own (the log refuses duplicates). */
  async logEntry(): Promise<void> {
    const n = this.entriesSent++;
    const startDate = new Date(Date.now() - (2 + n) * DAY_MS).toISOString().slice(0, 10);
    const entry: Entry = { startDate, startTime: "08:00", minutes: 10 + (this.index % 50) };
    await this.json("POST", "/api/user/off-platform-time", {
      ...entry,
      endDate: `${startDate}T20:00:00Z`,
      comment: `client ${this.index}, entry ${n}`,
    });
    this.entries.push(entry);
  }
}

interface Engine {
  /** Environment of the server: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  cleanUp(): Promise<void>;
}

async function pgliteEngine(): Promise<Engine> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pn-crash-"));
  return {
    // No SESSION_SECRET: the server makes one and keeps it in DATA_DIR, as `npm start` does.
    env: { DATA_DIR: dataDir, SEED_DEMO: "1" },
    cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const name = `pn_crash_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "pn-crash-"));
  return {
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SESSION_SECRET: "crash-test-secret-0123456789abcdef",
      SEED_DEMO: "1",
    },
    cleanUp: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An answer other than 200 while the server was up: a bug of its own, not a crash's doing. */
class Refused extends Error {}

/** Every client writes (reports and entries, alternately, back to back) until `halt()`. */
function writeUntilHalted(clients: Client[], acknowledgedBeforeKill: number) {
  let halted = false;
  let acknowledged = 0;
  const problems: string[] = [];
  let enough: () => void = () => {};
  const enoughAcknowledged = new Promise<void>((resolve) => {
    enough = resolve;
  });
  const loops = clients.map(async (client) => {
    let turn = client.index;
    while (!halted) {
      try {
        if (turn++ % 2 === 0) await client.report();
        else await client.logEntry();
        if (++acknowledged >= acknowledgedBeforeKill) enough();
      } catch (err) {
        // No answer once the kill is under way is no acknowledgement, and no failure either.
        if (err instanceof Refused || !halted)
          problems.push(`client ${client.index}: ${(err as Error).message}`);
        return;
      }
    }
  });
  // A refusal stops its client: the round ends then too, and reports it.
  void Promise.all(loops).then(() => enough());
  return {
    /** Resolves once the server has acknowledged enough writes (or the clients stopped). */
    enoughAcknowledged,
    /** No new request from now on; those in flight stay in flight (the kill comes next). */
    halt: () => {
      halted = true;
    },
    settled: async () => {
      await Promise.all(loops);
      return problems;
    },
  };
}

/** What the server holds for each client: every acknowledged entry, and at least the credited time. */
async function checkAcknowledged(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      const { logs } = await client.json<{ logs: Entry[] }>("GET", "/api/user/off-platform-logs");
      const stored = new Set(logs.map((l) => `${l.startDate} ${l.startTime} ${l.minutes}`));
      const missing = client.entries.filter((e) => !stored.has(`${e.startDate} ${e.startTime} ${e.minutes}`));
      expect(missing, `client ${client.index}: acknowledged off-platform entries lost`).toEqual([]);

      const overall = await client.json<{ videoSeconds: number; offPlatformSeconds: number }>(
        "GET",
        "/api/user/overall",
      );
      const loggedSeconds = client.entries.reduce((sum, e) => sum + e.minutes * 60, 0);
      expect(overall.videoSeconds, `client ${client.index}: video time`).toBeGreaterThanOrEqual(
        client.creditedSeconds - 1e-6,
      );
      expect(overall.offPlatformSeconds, `client ${client.index}: off-platform time`).toBeGreaterThanOrEqual(
        loggedSeconds,
      );
      const user = await client.json<{ watchTimeSeconds: number }>("POST", "/api/user", {
        timezone: TIME_ZONE,
      });
      expect(user.watchTimeSeconds, `client ${client.index}: total input`).toBeGreaterThanOrEqual(
        client.creditedSeconds + loggedSeconds - 1e-6,
      );
    }),
  );
}

async function crashRounds(entry: string, engine: Engine, label: string): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...engine.env, PUBLIC_URL: baseUrl };
  const next = random(seedFor(`crash ${label}`));
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  let started = performance.now();
  let server: ServerProcess = await startServer(entry, port, env);
  const log = [`crash ${label}: first start ${seconds(started)} s`];
  try {
    // Anonymous visitors (POST /api/user makes one): they may write both kinds of input.
    const clients = Array.from({ length: CLIENTS }, (_, i) => new Client(baseUrl, i));
    await Promise.all(clients.map((c) => c.json("POST", "/api/user", { timezone: TIME_ZONE })));
    const { videos } = await clients[0]!.json<{
      videos: { id: string; premium: boolean; duration: number }[];
    }>("GET", "/api/browse/videos");
    const playable = videos.filter((v) => !v.premium);
    expect(playable.length, "the demo catalog's free videos").toBeGreaterThan(0);

    for (let round = 1; round <= ROUNDS; round++) {
      for (const client of clients) client.play(playable[(client.index + round) % playable.length]!);
      const [least, most] = ACKNOWLEDGED_BEFORE_KILL;
      const load = writeUntilHalted(clients, Math.round(least + next() * (most - least)));
      await load.enoughAcknowledged;
      load.halt();
      await server.kill();
      expect(await load.settled(), `${label} round ${round}: answers other than 200 before the kill`).toEqual(
        [],
      );

      const acknowledged = (c: Client[]) => [
        c.reduce((n, x) => n + x.entries.length, 0),
        c.reduce((n, x) => n + x.reports, 0),
      ];
      const [entries, reports] = acknowledged(clients);
      started = performance.now();
      server = await startServer(entry, port, env);
      log.push(
        `round ${round}: ${entries} entries and ${reports} reports acknowledged so far, restart ${seconds(started)} s`,
      );
      await checkAcknowledged(clients).catch((err: Error) => {
        throw new Error(
          `${label}, round ${round}, after SIGKILL and restart: ${err.message}\nThe server said:\n${server.output().slice(-4000)}`,
        );
      });
    }
    const writes = clients.reduce((n, c) => n + c.entries.length, 0);
    expect(writes, "acknowledged entries over the rounds").toBeGreaterThan(CLIENTS);
  } finally {
    await server.stop();
    console.log(log.join("; "));
  }
}

const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

// The server as `npm start` runs it, bundled from the current sources (CRASH_ENTRY=src/server/main.ts: through tsx).
const bundle = process.env.CRASH_ENTRY
  ? { entry: process.env.CRASH_ENTRY, remove: () => {} }
  : await bundleServer();
cleanUps.push(async () => bundle.remove());

describe.concurrent("crash: SIGKILL under concurrent writes loses no acknowledged write", () => {
  it("on PGlite (a DATA_DIR), three rounds", async () => {
    const engine = await pgliteEngine();
    cleanUps.push(engine.cleanUp);
    await crashRounds(bundle.entry, engine, "PGlite");
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl || process.env.CRASH_ONLY === "pglite")(
    "on PostgreSQL (a scratch database of TEST_DATABASE_URL), three rounds",
    async () => {
      const engine = await postgresEngine(adminUrl as string);
      cleanUps.push(engine.cleanUp);
      await crashRounds(bundle.entry, engine, "PostgreSQL");
    },
  );
});
