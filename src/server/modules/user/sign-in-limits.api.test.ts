import { signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp, TEST_ORIGIN } from "@tests/setup/test-app";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { DEFAULT_SIGN_IN_RATE_LIMIT } from "../../config";
import { createDb, type DbHandle } from "../../db/create-db";
import { createMailer } from "../../lib/mailer";
import { countHit, removeEndedRateLimits } from "../../plugins/rate-limit";

// The default limits (config.ts): these tests check the real ones, not lowered copies.
const { codesPerIp, codesPerEmail, triesPerIp } = DEFAULT_SIGN_IN_RATE_LIMIT;
const FROM_NETWORK = "Too many codes were requested from your network. Try again in 60 minutes.";
const FOR_EMAIL = "Too many codes were requested for this email. Try again in 60 minutes.";

const trustingNobody = setupTestApp();
const trustingLocalProxy = setupTestApp({ trustProxy: ["127.0.0.1"] });

let counter = 0;
const unknownEmail = () => `nobody${++counter}-${Date.now()}@example.com`;

/** A call as a browser at `remoteAddress` makes it (app.inject's peer is 127.0.0.1 by default). */
function post(
  app: FastifyInstance,
  url: string,
  body: object,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url,
    payload: body,
    remoteAddress: options.remoteAddress,
    headers: { origin: TEST_ORIGIN, ...options.headers },
  });
}

/** A sign-in code asked for `email` (POST /api/user/send-code), as `post` sends it. */
function sendCode(app: FastifyInstance, email: string, options: Parameters<typeof post>[3] = {}) {
  return post(app, "/api/user/send-code", { email }, options);
}

describe("every sign-in call is limited, unknown emails included", () => {
  it("meets a 429 within 100 log-ins with unknown emails from one address", async () => {
    const app = trustingNobody.app;
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 100; i++) {
      const response = await sendCode(app, unknownEmail(), { remoteAddress: "198.51.100.1" });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal ??= response.json();
    }
    expect(statuses.slice(0, codesPerIp).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(codesPerIp).every((s) => s === 429)).toBe(true);
    expect(refusal).toEqual({ error: FROM_NETWORK, code: "rate_limited" });
  });

  it("answers a known email with the same limit and the same sentence as an unknown one", async () => {
    const app = trustingNobody.app;
    const known = `known-${Date.now()}@example.com`;
    await signUp(trustingNobody, new TestClient(app), "Known", known);
    const address = "198.51.100.2";
    for (let i = 0; i < codesPerIp; i++) {
      // A few calls with the known email (under its own limit), the rest with unknown ones.
      const email = i === 1 || i === 3 ? known : unknownEmail();
      expect((await sendCode(app, email, { remoteAddress: address })).statusCode).not.toBe(429);
    }
    const knownRefused = await sendCode(app, known, { remoteAddress: address });
    const unknownRefused = await sendCode(app, unknownEmail(), { remoteAddress: address });
    const registerRefused = await post(
      app,
      "/api/user/register",
      { name: "New", email: unknownEmail() },
      { remoteAddress: address },
    );
    for (const refused of [knownRefused, unknownRefused, registerRefused]) {
      expectApiError(refused, 429, { error: FROM_NETWORK, code: "rate_limited" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    }
  });

  it("limits one email across addresses, whether it has an account or not", async () => {
    const app = trustingNobody.app;
    const known = `known-b-${Date.now()}@example.com`;
    await signUp(trustingNobody, new TestClient(app), "Known", known); // one code call for it already
    for (const [email, already] of [
      [unknownEmail(), 0],
      [known, 1],
    ] as const) {
      for (let i = already; i < codesPerEmail; i++) {
        const response = await sendCode(app, email, { remoteAddress: `203.0.113.${i + 1}` });
        expect(response.statusCode).not.toBe(429);
      }
      // Typed differently, from yet another address: the same email, refused the same way.
      const refused = await sendCode(app, ` ${email.toUpperCase()} `, { remoteAddress: "203.0.113.99" });
      expectApiError(refused, 429, { error: FOR_EMAIL, code: "rate_limited" });
    }
  });

  it("limits code tries (login) per address", async () => {
    const app = trustingNobody.app;
    const statuses: number[] = [];
    for (let i = 0; i <= triesPerIp; i++) {
      const response = await post(
        app,
        "/api/user/login",
        { email: unknownEmail(), verification_code: "123456" },
        { remoteAddress: "198.51.100.3" },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, triesPerIp).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts in the database: a second instance on the same database sees the same count", async () => {
    const t = trustingNobody;
    // On PostgreSQL its own pool, as another process would have; on PGlite the one connection.
    const handle: DbHandle | undefined = t.databaseUrl
      ? await createDb({ databaseUrl: t.databaseUrl, poolSize: 2 })
      : undefined;
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    const second = await buildApp({ config: t.config, db: handle?.db ?? t.db, mailer, logger: false });
    try {
      const address = "198.51.100.4";
      for (let i = 0; i < codesPerIp; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const response = await sendCode(app, unknownEmail(), { remoteAddress: address });
        expect(response.statusCode).toBe(404);
      }
      for (const app of [t.app, second]) {
        const refused = await sendCode(app, unknownEmail(), { remoteAddress: address });
        expect(refused.statusCode).toBe(429);
      }
    } finally {
      await second.close();
      mailer.close();
      await handle?.close();
    }
  });
});

describe("the counters", () => {
  it("start a new window once the old one has ended, and the maintenance removes ended ones", async () => {
    const db = trustingNobody.db;
    expect(await countHit(db, "test:window", 60_000)).toMatchObject({ current: 1 });
    const second = await countHit(db, "test:window", 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await db
      .updateTable("rate_limit_hits")
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where("key", "=", "test:window")
      .execute();
    expect(await countHit(db, "test:window", 60_000)).toMatchObject({ current: 1 });
    await db
      .updateTable("rate_limit_hits")
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where("key", "=", "test:window")
      .execute();
    expect(await removeEndedRateLimits(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom("rate_limit_hits")
      .select("key")
      .where("key", "=", "test:window")
      .execute();
    expect(left).toEqual([]);
  });
});

describe("proxies are trusted only when told (TRUST_PROXY)", () => {
  /** One more code request than an address may make, from the peer `remoteAddress`, the i-th naming `forwardedFor(i)`: their statuses. */
  async function codeRequestsFrom(
    app: FastifyInstance,
    remoteAddress: string,
    forwardedFor: (i: number) => string,
  ) {
    const statuses: number[] = [];
    for (let i = 0; i <= codesPerIp; i++) {
      const response = await sendCode(app, unknownEmail(), {
        remoteAddress,
        headers: { "x-forwarded-for": forwardedFor(i) },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }
  const eachClient = (i: number) => `192.0.2.${i + 1}`;

  it("unset: a forged X-Forwarded-For does not reset the per-address limit", async () => {
    const statuses = await codeRequestsFrom(trustingNobody.app, "198.51.100.5", eachClient);
    expect(statuses.at(-1)).toBe(429);
  });

  it("set to the proxy: its X-Forwarded-For names the client, and only its own", async () => {
    const app = trustingLocalProxy.app;
    // Through the proxy (127.0.0.1), each client is counted on its own address.
    const separate = await codeRequestsFrom(app, "127.0.0.1", eachClient);
    expect(separate).toEqual(separate.map(() => 404));
    // One client through the proxy still meets its limit.
    const statuses = await codeRequestsFrom(app, "127.0.0.1", () => "192.0.2.200");
    expect(statuses.at(-1)).toBe(429);
    // A peer that is not the proxy cannot name another client.
    const outsider = await codeRequestsFrom(app, "198.51.100.6", eachClient);
    expect(outsider.at(-1)).toBe(429);
  });

  it("decides whether X-Forwarded-Proto makes the session cookie Secure", async () => {
    const sessionCookie = async (app: FastifyInstance) => {
      const response = await post(
        app,
        "/api/user",
        { timezone: "UTC" },
        { remoteAddress: "127.0.0.1", headers: { "x-forwarded-proto": "https" } },
      );
      expect(response.statusCode).toBe(200);
      return response.cookies.find((c) => c.name === "pn_session");
    };
    expect((await sessionCookie(trustingNobody.app))?.secure).toBeFalsy();
    expect((await sessionCookie(trustingLocalProxy.app))?.secure).toBe(true);
  });
});
