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

/** The learner's daily totals as stored (daily_totals), by day. */
export function dailyTotalsOf(db: Db, userId: string) {
  return db
    .selectFrom("daily_totals")
    .select(["day", "video_ms", "off_platform_ms"])
    .where("user_id", "=", userId)
    .orderBy("day")
    .execute();
}

/** The admin's address of the test apps that have one: `setupTestApp({ adminEmails: [ADMIN_EMAIL] })`. */
export const ADMIN_EMAIL = "admin@example.com";

/** A new client that signs up (the real calls) as `name` at `email`; its first page load comes after. */
export async function signedUpClient(t: TestApp, name: string, email: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await signUp(t, client, name, email);
  return client;
}

/** The admin of an app started with `adminEmails: [ADMIN_EMAIL]`, signed up through the real calls. */
export function adminClient(t: TestApp): Promise<TestClient> {
  return signedUpClient(t, "Admin", ADMIN_EMAIL);
}

/**
 * One caller of each kind the access rule tells apart (docs/product-rules.md "Roles"): an
 * anonymous visitor with a session, a registered learner, a premium member and the admin (the app
 * started with `adminEmails: [ADMIN_EMAIL]`).
 */
export async function callersOfEveryKind(t: TestApp) {
  const anonymous = new TestClient(t.app);
  await anonymous.loadUser();
  const learner = await signedUpClient(t, "Lena", "lena@example.com");
  const premium = new TestClient(t.app);
  const member = await signUp(t, premium, "Pavel", "pavel@example.com");
  await t.db.updateTable("users").set({ premium: true }).where("id", "=", member.id).execute();
  return { anonymous, learner, premium, admin: await adminClient(t) };
}
