import { expect } from "vitest";
import type { Db } from "../../src/server/db/create-db";
import { TestClient } from "../setup/client";
import type { TestApp } from "../setup/test-app";

/** Signs a visitor up through the real calls (register, then the mailed code); returns the user. */
export async function signUp(t: TestApp, client: TestClient, name: string, email: string) {
  const sent = await client.post("/api/user/register", { name, email });
  expect(sent.statusCode, sent.body).toBe(200);
  const login = await client.post("/api/user/login", { email, verification_code: t.lastCodeFor(email) });
  expect(login.statusCode, login.body).toBe(200);
  return client.loadUser();
}

/** Logs a visitor in to an existing account through the real calls; returns the user. */
export async function logIn(t: TestApp, client: TestClient, email: string) {
  const sent = await client.post("/api/user/send-code", { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const login = await client.post("/api/user/login", { email, verification_code: t.lastCodeFor(email) });
  expect(login.statusCode, login.body).toBe(200);
  return client.loadUser();
}

/** A new visitor: the app's first page load in `timezone`, with its client and its anonymous user. */
export async function newVisitor(t: TestApp, timezone = "Europe/Moscow") {
  const client = new TestClient(t.app);
  const user = await client.loadUser(timezone);
  return { client, user };
}

/**
 * A new visitor in `timezone` who signs up; returns its client and its user. The app is loaded
 * again in `timezone` after signing up, since `signUp`'s own load moves the account to the
 * client's default zone (Moscow).
 */
export async function newLearner(t: TestApp, name: string, email: string, timezone = "Europe/Moscow") {
  const { client } = await newVisitor(t, timezone);
  await signUp(t, client, name, email);
  return { client, user: await client.loadUser(timezone) };
}

/** The learner's total input as stored (users.watch_time_ms). */
export async function watchTimeMsOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select("watch_time_ms")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.watch_time_ms;
}
