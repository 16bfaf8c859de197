import { logIn, signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { multipartBody } from "@tests/setup/multipart";
import { setupTestApp } from "@tests/setup/test-app";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { DEFAULT_SIGN_IN_RATE_LIMIT } from "../../config";

const TZ = "Europe/Moscow";
/** Lowered from the default 120 so that the rate-limit test stays short (AppConfig.apiTokenCallsPerMinute). */
const CALLS_PER_MINUTE = 25;
/** Lowered from the default 60 (AppConfig.apiTokenWrongPerIp) for the same reason. */
const WRONG_PER_IP = 12;
const t = setupTestApp({
  adminEmails: ["admin@example.com"],
  apiTokenCallsPerMinute: CALLS_PER_MINUTE,
  apiTokenWrongPerIp: WRONG_PER_IP,
  // Every learner here signs up from one address.
  signInRateLimit: { ...DEFAULT_SIGN_IN_RATE_LIMIT, codesPerIp: 1000, triesPerIp: 1000 },
});

const yesterday = () => addDays(localDateOf(Date.now(), TZ), -1);
const entry = (startTime = "18:00") => ({
  startDate: yesterday(),
  startTime,
  endDate: `${yesterday()}T${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
  minutes: 60,
  comment: "Podcast",
});

let learners = 0;
async function learner(email = `learner${++learners}@example.com`) {
  const client = new TestClient(t.app);
  await client.loadUser(TZ);
  const user = await signUp(t, client, "Dasha", email);
  return { client, user };
}

async function tokenOf(client: TestClient, scope: "read" | "write", name = `My ${scope} tool`) {
  const response = await client.post("/api/user/tokens", { name, scope });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}

/** A caller from outside the browser: no cookie, no Origin, only the token (from `address`). */
function withToken(app: FastifyInstance, token: string, address = "127.0.0.1") {
  const call = (method: "GET" | "POST", url: string, payload?: object | Buffer, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload,
      remoteAddress: address,
    });
  return {
    get: (url: string, headers: Record<string, string> = {}) => call("GET", url, undefined, headers),
    post: (url: string, body?: object | Buffer, headers: Record<string, string> = {}) =>
      call("POST", url, body, headers),
  };
}

function importFile(csv: string) {
  return multipartBody([{ name: "file", filename: "input.csv", contentType: "text/csv", data: csv }]);
}

describe("managing tokens (session cookie only)", () => {
  it("creates a token shown once, lists it without the token, and revokes it", async () => {
    const { client } = await learner();
    const created = await client.post("/api/user/tokens", { name: "  Anki sync  ", scope: "read" });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers["cache-control"]).toBe("no-store");
    const body = created.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^pny_[A-Za-z0-9_-]{43}$/),
      id: expect.any(String),
      name: "Anki sync",
      scope: "read",
      createdAt: expect.any(String),
    });

    const list = await client.get("/api/user/tokens");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      tokens: [
        { id: body.id, name: "Anki sync", scope: "read", createdAt: body.createdAt, lastUsedAt: null },
      ],
    });
    expect(list.body).not.toContain(body.token);

    expect((await withToken(t.app, body.token).get("/api/user/overall")).statusCode).toBe(200);
    const used = (await client.get("/api/user/tokens")).json().tokens[0];
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    const revoked = await client.post(`/api/user/tokens/${body.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await client.get("/api/user/tokens")).json()).toEqual({ tokens: [] });
    const again = await client.post(`/api/user/tokens/${body.id}/revoke`);
    expectApiError(again, 404, { error: expect.stringMatching(/no such token/), code: "not_found" });
  });

  it("stores only a hash: the token is nowhere in the table", async () => {
    const { client, user } = await learner();
    const token = await tokenOf(client, "write");
    const { rows } = await sql<{ row: string }>`
      SELECT row_to_json(a)::text AS row FROM api_tokens a WHERE user_id = ${user.id}`.execute(t.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).not.toContain(token);
    expect(rows[0]?.row).not.toContain(token.slice(4));
    const stored = await t.db
      .selectFrom("api_tokens")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a bad name or scope with a sentence", async () => {
    const { client } = await learner();
    for (const body of [
      { name: "   ", scope: "read" },
      { name: "x".repeat(61), scope: "read" },
      { name: "Tool", scope: "admin" },
      { name: "Tool" },
    ]) {
      const response = await client.post("/api/user/tokens", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(/name|scope/);
    }
    expect((await client.post("/api/user/tokens", { name: "x".repeat(60), scope: "read" })).statusCode).toBe(
      200,
    );
  });

  it("allows at most 10 active tokens; revoking one makes room", async () => {
    const { client } = await learner();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await client.post("/api/user/tokens", { name: `Tool ${i}`, scope: "read" });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json().id);
    }
    const eleventh = await client.post("/api/user/tokens", { name: "One more", scope: "read" });
    expectApiError(eleventh, 409, {
      error: expect.stringMatching(/10 tokens.*Revoke one/),
      code: "too_many_tokens",
    });
    expect((await client.post(`/api/user/tokens/${ids[0]}/revoke`)).statusCode).toBe(200);
    expect((await client.post("/api/user/tokens", { name: "One more", scope: "read" })).statusCode).toBe(200);
    expect((await client.get("/api/user/tokens")).json().tokens).toHaveLength(10);
  });

  it("is for registered learners: anonymous visitors 403, no session 401", async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadUser(TZ);
    for (const response of [
      await visitor.get("/api/user/tokens"),
      await visitor.post("/api/user/tokens", { name: "Tool", scope: "read" }),
    ]) {
      expectApiError(response, 403, {
        error: expect.stringMatching(/registered learners/),
        code: "forbidden",
      });
    }
    const stranger = new TestClient(t.app);
    expect((await stranger.get("/api/user/tokens")).statusCode).toBe(401);
    expect((await stranger.post("/api/user/tokens", { name: "Tool", scope: "read" })).statusCode).toBe(401);
  });

  it("cannot revoke another learner's token", async () => {
    const owner = await learner();
    const other = await learner();
    const created = (await owner.client.post("/api/user/tokens", { name: "Mine", scope: "read" })).json();
    expect((await other.client.post(`/api/user/tokens/${created.id}/revoke`)).statusCode).toBe(404);
    expect((await withToken(t.app, created.token).get("/api/user/overall")).statusCode).toBe(200);
    expect((await other.client.post("/api/user/tokens/not-an-id/revoke")).statusCode).toBe(400);
  });
});

describe("calls with a token", () => {
  it("reads the progress calls with a read token, with no cookie and no Origin", async () => {
    const { client, user } = await learner();
    await client.post("/api/user/off-platform-time", entry());
    const api = withToken(t.app, await tokenOf(client, "read"));

    const overall = await api.get("/api/user/overall");
    expect(overall.statusCode, overall.body).toBe(200);
    expect(overall.json()).toMatchObject({ offPlatformSeconds: 3600, totalSeconds: 3600 });
    const daily = await api.get(`/api/user/daily-totals?from=${yesterday()}&to=${yesterday()}`);
    expect(daily.statusCode, daily.body).toBe(200);
    expect(JSON.stringify(daily.json())).toContain(yesterday());
    const logs = await api.get("/api/user/off-platform-logs");
    expect(logs.statusCode).toBe(200);
    expect(logs.json().logs).toEqual([expect.objectContaining({ startDate: yesterday(), minutes: 60 })]);
    const history = await api.get("/api/user/history");
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().days[0]).toMatchObject({ date: yesterday(), seconds: 3600 });
    const exported = await api.get("/api/user/export?format=json");
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("Podcast");
    // The token speaks for its learner only.
    expect(logs.json()).toEqual((await client.get("/api/user/off-platform-logs")).json());
    expect(user.email).toMatch(/@example\.com$/);
  });

  it("refuses the writes with a read token (403) and allows them with a write token", async () => {
    const { client } = await learner();
    const reader = withToken(t.app, await tokenOf(client, "read"));
    const writer = withToken(t.app, await tokenOf(client, "write"));
    const csv = `startDate,startTime,minutes,comment\n${yesterday()},07:00,15,Radio\n`;

    for (const response of [
      await reader.post("/api/user/off-platform-time", entry()),
      await reader.post("/api/user/off-platform-log/delete", {
        startDate: yesterday(),
        startTime: "18:00",
        minutes: 60,
      }),
      await (async () => {
        const { body, headers } = importFile(csv);
        return reader.post("/api/user/off-platform-import", body, headers);
      })(),
    ]) {
      expectApiError(response, 403, {
        error: expect.stringMatching(/can only read.*write scope/),
        code: "forbidden",
      });
    }
    expect((await client.get("/api/user/off-platform-logs")).json().logs).toEqual([]);

    const added = await writer.post("/api/user/off-platform-time", entry());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ ok: true, count: 1, watchTimeSeconds: 3600 });
    const { body, headers } = importFile(csv);
    const imported = await writer.post("/api/user/off-platform-import", body, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ count: 1, watchTimeSeconds: 3600 + 15 * 60 });
    const deleted = await writer.post("/api/user/off-platform-log/delete", {
      startDate: yesterday(),
      startTime: "18:00",
      minutes: 60,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await client.get("/api/user/off-platform-logs")).json().logs).toEqual([
      expect.objectContaining({ startTime: "07:00", minutes: 15 }),
    ]);
  });

  it("works from another site's page too: the Origin check guards cookies, not tokens", async () => {
    const { client } = await learner();
    const writer = withToken(t.app, await tokenOf(client, "write"));
    const foreign = { origin: "https://tracker.example", "sec-fetch-site": "cross-site" };
    const added = await writer.post("/api/user/off-platform-time", entry(), foreign);
    expect(added.statusCode, added.body).toBe(200);
    // The same call with the cookie from a foreign Origin is still refused.
    const forged = await client.post("/api/user/off-platform-time", entry("20:00"), foreign);
    expect(forged.statusCode).toBe(403);
  });

  it("lets the token decide when a session cookie comes along", async () => {
    const owner = await learner();
    const other = await learner();
    await owner.client.post("/api/user/off-platform-time", entry());
    const token = await tokenOf(owner.client, "read");
    const response = await other.client.get("/api/user/off-platform-logs", {
      authorization: `Bearer ${token}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().logs).toHaveLength(1);
    expect((await other.client.get("/api/user/off-platform-logs")).json().logs).toEqual([]);
  });

  it("refuses a revoked, unknown or malformed token with 401 and a sentence", async () => {
    const { client } = await learner();
    const created = (await client.post("/api/user/tokens", { name: "Soon gone", scope: "write" })).json();
    const api = withToken(t.app, created.token);
    expect((await api.get("/api/user/overall")).statusCode).toBe(200);
    await client.post(`/api/user/tokens/${created.id}/revoke`);

    const unknown = `pny_${"A".repeat(43)}`;
    for (const token of [created.token, unknown, "not-a-token", `${created.token}x`, ""]) {
      const response = await withToken(t.app, token).get("/api/user/overall");
      expectApiError(
        response,
        401,
        {
          error: expect.stringMatching(/not valid.*revoked.*Apps and tokens/),
          code: "invalid_token",
        },
        token,
      );
    }
  });

  it("refuses a token on every call not marked for tokens, admin calls with an admin's token included", async () => {
    const admin = new TestClient(t.app);
    await admin.loadUser(TZ);
    await signUp(t, admin, "Admin", "admin@example.com");
    const api = withToken(t.app, await tokenOf(admin, "write"));
    const refused = [
      // Admin calls (the /api/admin gate, and the one admin call outside it)
      await api.get("/api/admin/user"),
      await api.get("/api/admin/audit"),
      await api.get("/api/video/00000000-0000-4000-8000-000000000000/delete"),
      // Account changes
      await api.post("/api/user/update", { name: "Taken over" }),
      await api.post("/api/user/goal", {
        dailyGoalMinutes: 30,
        finalGoalMinutes: 600,
        finalGoalDate: "2099-01-01",
      }),
      // Sign-in and the session
      await api.post("/api/user", { timezone: TZ }),
      await api.post("/api/user/send-code", { email: "admin@example.com" }),
      await api.post("/api/user/login", { email: "admin@example.com", verification_code: "123456" }),
      await api.get("/api/user/logout"),
      // The tokens themselves
      await api.get("/api/user/tokens"),
      await api.post("/api/user/tokens", { name: "Another", scope: "write" }),
      // Other calls: watch time, browse
      await api.get("/api/browse/videos"),
    ];
    for (const response of refused) {
      expectApiError(response, 401, {
        error: expect.stringMatching(/does not accept API tokens/),
        code: "token_not_accepted",
      });
    }
    // Nothing changed: the name and the tokens are as they were.
    expect((await admin.get("/api/user/tokens")).json().tokens).toHaveLength(1);
    const me = await logIn(t, new TestClient(t.app), "admin@example.com");
    expect(me.name).toBe("Admin");
  });

  it("refuses wrong tokens from one address past the limit with 429, a valid one from there too", async () => {
    const { client } = await learner();
    const valid = await tokenOf(client, "read", "Mine");
    const guesser = "198.51.100.7";
    for (let i = 0; i < WRONG_PER_IP; i++) {
      const guess = `pny_${String(i).padStart(43, "G")}`;
      const response = await withToken(t.app, guess, guesser).get("/api/user/overall");
      expect(response.statusCode, `guess ${i + 1}`).toBe(401);
    }
    for (const token of [`pny_${"H".repeat(43)}`, valid]) {
      const refused = await withToken(t.app, token, guesser).get("/api/user/overall");
      expectApiError(refused, 429, {
        error: expect.stringMatching(/^Too many wrong tokens were sent from your network\. Try again in /),
        code: "rate_limited",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another address is not held back by the guesser, and the token still works from there.
    expect((await withToken(t.app, valid, "198.51.100.8").get("/api/user/overall")).statusCode).toBe(200);
  });

  it("is rate limited per token: 429 with a sentence and Retry-After", async () => {
    const { client } = await learner();
    const busy = withToken(t.app, await tokenOf(client, "read", "Busy"));
    const calm = withToken(t.app, await tokenOf(client, "read", "Calm"));
    for (let i = 0; i < CALLS_PER_MINUTE; i++) {
      const response = await busy.get("/api/user/off-platform-logs");
      expect(response.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await busy.get("/api/user/off-platform-logs");
    expectApiError(over, 429, {
      error: expect.stringMatching(new RegExp(`more than ${CALLS_PER_MINUTE} calls in a minute`)),
      code: "rate_limited",
    });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(over.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another token of the same learner has its own count, and the web app is not limited.
    expect((await calm.get("/api/user/off-platform-logs")).statusCode).toBe(200);
    expect((await client.get("/api/user/off-platform-logs")).statusCode).toBe(200);
  });
});
