import { logOffPlatformTime } from "@tests/factories/learner-input";
import { signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { removeIdleAnonymousUsers } from "./user-repository";

const DAY_S = 24 * 3600;
const t = setupTestApp();

/** The Max-Age of the session cookie an answer sets (undefined: it sets none). */
function sessionMaxAge(response: { cookies: { name: string; maxAge?: number }[] }): number | undefined {
  return response.cookies.find((c) => c.name === "pn_session")?.maxAge;
}

/** Seconds from now to the end of the user's session, as the database holds it. */
async function secondsLeft(userId: string): Promise<number> {
  const { rows } = await sql<{ left: number }>`
    SELECT extract(epoch FROM expires_at - now())::float8 AS left FROM sessions WHERE user_id = ${userId}`.execute(
    t.db,
  );
  return rows[0]?.left ?? Number.NaN;
}

async function setSecondsLeft(userId: string, seconds: number): Promise<void> {
  await sql`UPDATE sessions SET expires_at = now() + ${seconds}::float8 * interval '1 second'
    WHERE user_id = ${userId}`.execute(t.db);
}

describe("sessions", () => {
  it("last 30 days for a visitor and 90 for an account, counted from the last visit", async () => {
    const client = new TestClient(t.app);
    const first = await client.post("/api/user", { timezone: "UTC" });
    expect(sessionMaxAge(first)).toBe(30 * DAY_S);
    const visitorId = first.json().id as string;
    expect(await secondsLeft(visitorId)).toBeCloseTo(30 * DAY_S, -2);

    const account = new TestClient(t.app);
    await account.loadUser();
    const user = await signUp(t, account, "Vera", "vera@example.com");
    expect(await secondsLeft(user.id)).toBeCloseTo(90 * DAY_S, -2);

    // 80 days later: the visit moves the end 90 days ahead again, and the cookie with it.
    await setSecondsLeft(user.id, 10 * DAY_S);
    const later = await account.post("/api/user", { timezone: "UTC" });
    expect(later.statusCode).toBe(200);
    expect(sessionMaxAge(later)).toBe(90 * DAY_S);
    expect(await secondsLeft(user.id)).toBeCloseTo(90 * DAY_S, -2);
    // Within a day of that, nothing is written and no cookie is sent again.
    const again = await account.post("/api/user", { timezone: "UTC" });
    expect(sessionMaxAge(again)).toBeUndefined();

    // Past its end, the session is gone: the same cookie is a new visitor.
    await setSecondsLeft(user.id, -1);
    const expired = await account.post("/api/user", { timezone: "UTC" });
    expect(expired.json()).toMatchObject({ isAnonymous: true });
    expect(expired.json().id).not.toBe(user.id);
  });
});

describe("new visitors", () => {
  it("are limited per client address, with a sentence and Retry-After", async () => {
    const limited = await createTestApp({ newVisitorsPerHour: 5 });
    try {
      const visit = (address: string) =>
        limited.app.inject({ method: "POST", url: "/api/user", payload: {}, remoteAddress: address });
      for (let i = 0; i < 5; i++) expect((await visit("203.0.113.9")).statusCode).toBe(200);
      const refused = await visit("203.0.113.9");
      expectApiError(refused, 429, {
        error: expect.stringMatching(/^Too many new visitors came from your network\. Try again in /),
        code: "rate_limited",
      });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await visit("203.0.113.10")).statusCode).toBe(200);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(limited.db);
      expect(rows[0]?.n).toBe(6);
    } finally {
      await limited.close();
    }
  }, 90_000);

  it("are removed after a day when they left nothing to keep, and after 30 days idle otherwise", async () => {
    const make = async () => {
      const client = new TestClient(t.app);
      return { client, id: (await client.loadUser()).id as string };
    };
    const empty = await make();
    const withInput = await make();
    const yesterday = new Date(Date.now() - DAY_S * 1000).toISOString().slice(0, 10);
    await logOffPlatformTime(withInput.client, yesterday, ["10:00", "11:00"], 60, "Podcast");
    const longGone = await make();
    await logOffPlatformTime(longGone.client, yesterday, ["12:00", "13:00"], 60, "Book");
    // A visit to /playlists made an empty "Watch later": nothing to keep. A named playlist is.
    const emptyWatchLater = await make();
    expect((await emptyWatchLater.client.get("/api/user/playlists")).statusCode).toBe(200);
    const withPlaylist = await make();
    expect((await withPlaylist.client.post("/api/user/playlists", { name: "Кино" })).statusCode).toBe(200);
    const fresh = await make();
    const ago = (days: number) => new Date(Date.now() - days * DAY_S * 1000);
    for (const [id, days] of [
      [empty.id, 2],
      [withInput.id, 2],
      [emptyWatchLater.id, 2],
      [withPlaylist.id, 2],
      [longGone.id, 31],
    ] as const) {
      await t.db
        .updateTable("users")
        .set({ last_seen_at: ago(days) })
        .where("id", "=", id)
        .execute();
    }

    await removeIdleAnonymousUsers(t.db);
    const left = new Set(
      (await t.db.selectFrom("users").select("id").execute()).map((row) => row.id as string),
    );
    expect(left.has(empty.id)).toBe(false);
    expect(left.has(withInput.id)).toBe(true);
    expect(left.has(emptyWatchLater.id)).toBe(false);
    expect(left.has(withPlaylist.id)).toBe(true);
    expect(left.has(longGone.id)).toBe(false);
    expect(left.has(fresh.id)).toBe(true);
  });
});
