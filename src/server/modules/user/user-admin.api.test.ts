import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { auditResponseSchema } from "../../../shared/contracts/admin";
import { apiTokenRoutes } from "../../../shared/contracts/api-tokens";
import { playlistsRoutes } from "../../../shared/contracts/playlists";
import { DELETE_ACCOUNT_TEXTS, userRoutes } from "../../../shared/contracts/user";
import {
  type AdminUserRow,
  adminUserActionResponseSchema,
  adminUsersResponseSchema,
  USER_ADMIN_TEXTS,
  userAdminRoutes,
} from "../../../shared/contracts/user-admin";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import { USERS_CSV_COLUMNS } from "./user-admin-csv";
import { createUserAdminService, LAST_ADMIN, NO_SUCH_ACCOUNT, OWN_ACCOUNT } from "./user-admin-service";

const TZ = "Europe/Moscow";
const ADMIN = "admin@example.com";

const t = setupTestApp({ adminEmails: [ADMIN] });
let admin: TestClient;
let video: string;
let count = 0;

beforeAll(async () => {
  admin = new TestClient(t.app);
  await admin.loadUser(TZ);
  await signUp(t, admin, "Admin", ADMIN);
  video = await createVideo(t.db, { durationSeconds: 1200 });
});

/** A visitor who signs up (after an anonymous visit, as on the site). */
async function learner(name = "Ivan", email = `learner${++count}@example.com`) {
  const client = new TestClient(t.app);
  await client.loadUser(TZ);
  const user = await signUp(t, client, name, email);
  return { client, user: user as { id: string; email: string; name: string } };
}

async function listUsers(): Promise<AdminUserRow[]> {
  return (await admin.getOk(userAdminRoutes.list, adminUsersResponseSchema)).users;
}

async function rowOf(email: string): Promise<AdminUserRow | undefined> {
  return (await listUsers()).find((u) => u.email === email);
}

async function lastAudit() {
  return (await admin.getOk("/api/admin/audit", auditResponseSchema)).entries[0];
}

/** Some watch time: a segment reported as it starts, then 20 s later (credits ≤ 20 s). */
async function watch(client: TestClient) {
  const start = Date.now();
  const body = { videoId: video, timezone: TZ, playingStartTime: start, lastVideoTime: 0, elapsedTime: 0 };
  expect((await client.post("/api/watchtime/update", body)).statusCode).toBe(200);
  const second = await client.post("/api/watchtime/update", { ...body, lastVideoTime: 20, elapsedTime: 20 });
  expect(second.statusCode, second.body).toBe(200);
}

async function logOffPlatform(client: TestClient) {
  const yesterday = addDays(localDateOf(Date.now(), TZ), -1);
  await logOffPlatformTime(client, yesterday, ["18:00", "19:00"], 60, "Radio Mayak");
}

async function claim(client: TestClient, email: string) {
  const response = await client.post("/api/patreon/claim", { email });
  expect(response.json()).toEqual({ message: "success" });
}

async function claimStatuses(userId: string) {
  const rows = await t.db
    .selectFrom("premium_claims")
    .select("status")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((r) => r.status);
}

describe("who may call", () => {
  const calls: [string, "GET" | "POST", unknown][] = [
    [userAdminRoutes.list, "GET", undefined],
    [userAdminRoutes.exportCsv, "GET", undefined],
    [userAdminRoutes.update, "POST", { email: ADMIN, name: "Hacker", premium: true }],
    [userAdminRoutes.delete, "POST", { email: ADMIN }],
    [userAdminRoutes.sendStatusEmail, "POST", { email: ADMIN }],
  ];

  it("answers 401 to visitors and 403 to learners, and changes nothing", async () => {
    const anonymous = new TestClient(t.app);
    await anonymous.loadUser(TZ);
    const { client: someone } = await learner();
    for (const [url, method, body] of calls) {
      const refused = await anonymous.call(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await someone.call(method, url, body);
      expectApiError(
        forbidden,
        403,
        { error: "Only admins can do this.", code: "forbidden" },
        `${method} ${url}`,
      );
    }
    expect(await rowOf(ADMIN)).toMatchObject({ name: "Admin", premium: false });
  });
});

describe("GET /api/admin/user", () => {
  it("lists every account, newest sign-up first, with roles and pending claim; no anonymous visitor", async () => {
    const anonymous = new TestClient(t.app);
    const visitor = await anonymous.loadUser(TZ);
    const { client, user } = await learner("Boris");
    await claim(client, "Boris.Patreon@example.com");
    await watch(client);
    const users = await listUsers();
    expect(users.map((u) => u.id)).not.toContain(visitor.id);
    const joined = users.map((u) => Date.parse(u.joinDate));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
    expect(users[0]).toEqual({
      id: user.id,
      name: "Boris",
      email: user.email,
      joinDate: expect.any(String),
      premium: false,
      watchTime: expect.any(Number),
      lastPaymentDate: null,
      premiumClaimedWithEmail: "boris.patreon@example.com",
      roles: [],
      pendingClaim: { email: "boris.patreon@example.com", claimedAt: expect.any(String) },
      premiumSource: null,
    });
    expect(users[0]!.watchTime).toBeGreaterThan(0);
    expect(users.find((u) => u.email === ADMIN)?.roles).toEqual(["admin"]);
  });

  it("gives a converted visitor's sign-up moment as joinDate, not the anonymous visit before it", async () => {
    const client = new TestClient(t.app);
    const visitor = await client.loadUser(TZ);
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await t.db.updateTable("users").set({ created_at: tenDaysAgo }).where("id", "=", visitor.id).execute();
    const before = Date.now();
    const account = await signUp(t, client, "Vera", `vera${++count}@example.com`);
    expect(account.id).toBe(visitor.id); // the same row: her anonymous progress came along
    const row = await rowOf(account.email);
    expect(Date.parse(row!.joinDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(row!.joinDate)).toBeLessThanOrEqual(Date.now() + 1000);

    // A sign-up with no visit before it (no session) joins when the account is made.
    const fresh = new TestClient(t.app);
    const direct = await signUp(t, fresh, "Gleb", `gleb${++count}@example.com`);
    const directRow = await rowOf(direct.email);
    expect(Date.parse(directRow!.joinDate)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("GET /api/admin/user/export-csv", () => {
  it("is users.csv: UTF-8 with BOM, a header, every account, formulas neutralised", async () => {
    await learner("Дарья Иванова");
    const { user: evil } = await learner('=HYPERLINK("http://evil.example","Click")');
    await learner("-1+1");
    const response = await admin.get(userAdminRoutes.exportCsv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="users.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    const records: Record<string, string>[] = parse(text, { bom: true, columns: true });
    const header: string[][] = parse(text, { bom: true, to_line: 1 });
    expect(header[0]).toEqual([...USERS_CSV_COLUMNS]);
    const list = await listUsers();
    expect(records.map((r) => r.email).sort()).toEqual(list.map((u) => u.email).sort());
    expect(records.find((r) => r.name === "Дарья Иванова")).toBeDefined();
    const evilRow = records.find((r) => r.email === evil.email);
    expect(evilRow?.name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(records.find((r) => r.name?.includes("1+1"))?.name).toBe("'-1+1");
    for (const record of records) expect(record.name).not.toMatch(/^[=+\-@\t\r]/);
    expect(records.find((r) => r.email === ADMIN)).toMatchObject({ roles: "admin", premium: "false" });
  });
});

describe("POST /api/admin/user/update", () => {
  it("changes name, premium, payment date and claim email only; the user stays logged in", async () => {
    const { client, user } = await learner("Anya");
    await watch(client);
    await logOffPlatform(client);
    const before = await client.loadUser(TZ);
    const row = (await rowOf(user.email))!;
    const response = await admin.post(userAdminRoutes.update, {
      ...row,
      email: ` ${user.email.toUpperCase()} `,
      name: "Anna Petrova",
      premium: true,
      lastPaymentDate: "2026-03-31T12:00:00.000Z",
      premiumClaimedWithEmail: "anna@patreon.example",
      // None of these may change here:
      roles: ["admin"],
      watchTime: 999_999,
      joinDate: "2000-01-01T00:00:00.000Z",
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = adminUserActionResponseSchema.parse(response.json());
    expect(body).toEqual({
      message: USER_ADMIN_TEXTS.updated,
      user: {
        ...row,
        name: "Anna Petrova",
        premium: true,
        lastPaymentDate: "2026-03-31",
        premiumClaimedWithEmail: "anna@patreon.example",
        // Set by hand: no claim was pending (docs/admin.md "Users").
        premiumSource: "admin",
      },
    });
    const after = await client.loadUser(TZ);
    expect(after).toMatchObject({
      id: before.id,
      isAnonymous: false,
      email: user.email,
      name: "Anna Petrova",
      premium: true,
      roles: [],
      watchTimeSeconds: before.watchTimeSeconds,
      watchTimeTodaySeconds: before.watchTimeTodaySeconds,
    });
    expect(await lastAudit()).toMatchObject({
      actorEmail: ADMIN,
      action: "user.update",
      target: user.email,
      detail: { changed: { name: { from: "Anya", to: "Anna Petrova" }, premium: { from: false, to: true } } },
    });

    // Clearing: an empty payment date and claim email become null.
    const cleared = await admin.post(userAdminRoutes.update, {
      email: user.email,
      name: "Anna Petrova",
      premium: true,
      lastPaymentDate: "",
      premiumClaimedWithEmail: "",
    });
    expect(cleared.json().user).toMatchObject({ lastPaymentDate: null, premiumClaimedWithEmail: null });
  });

  it("setting premium approves the pending claim; premium no leaves it pending", async () => {
    const { client, user } = await learner("Pavel");
    await claim(client, "pavel@patreon.example");

    const no = await admin.post(userAdminRoutes.update, { email: user.email, name: "Pavel", premium: false });
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json().user.pendingClaim).toMatchObject({ email: "pavel@patreon.example" });
    expect(await claimStatuses(user.id)).toEqual(["pending"]);

    const yes = await admin.post(userAdminRoutes.update, { email: user.email, name: "Pavel", premium: true });
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().user).toMatchObject({
      premium: true,
      pendingClaim: null,
      premiumClaimedWithEmail: "pavel@patreon.example",
      premiumSource: "claim",
    });
    expect((await rowOf(user.email))?.pendingClaim).toBeNull();
    expect(await claimStatuses(user.id)).toEqual(["approved"]);
    expect((await lastAudit())?.detail).toMatchObject({ claimApproved: "pavel@patreon.example" });
    // The learner sees it: premium, and a new claim is not needed.
    expect((await client.loadUser(TZ)).premium).toBe(true);
    expect((await client.post("/api/patreon/claim", { email: "x@example.com" })).json()).toEqual({
      message: "already-premium",
    });
  });

  it("answers 404 with a sentence for an unknown email, 400 for a bad row", async () => {
    const unknown = await admin.post(userAdminRoutes.update, {
      email: "nobody@example.com",
      name: "Nobody",
      premium: true,
    });
    expectApiError(unknown, 404, { error: NO_SUCH_ACCOUNT, code: "not_found" });

    const badDate = await admin.post(userAdminRoutes.update, {
      email: ADMIN,
      name: "Admin",
      premium: false,
      lastPaymentDate: "last Tuesday",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe("lastPaymentDate must be a date such as 2026-03-31, or empty.");
    const noName = await admin.post(userAdminRoutes.update, { email: ADMIN, name: " ", premium: false });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe("The name cannot be empty.");
  });
});

describe("POST /api/admin/user/delete", () => {
  /** Every row of every table that points at the user (found from the foreign keys), by table. */
  async function rowsPointingAt(userId: string): Promise<Record<string, number>> {
    const fks = await sql<{ tbl: string; col: string }>`
      SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
       WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass`.execute(t.db);
    const counts: Record<string, number> = {};
    for (const { tbl, col } of fks.rows) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(tbl)} WHERE ${sql.ref(col)} = ${userId}`.execute(t.db);
      counts[`${tbl}.${col}`] = rows[0]!.n;
    }
    const own = await t.db.selectFrom("users").select("id").where("id", "=", userId).execute();
    counts.users = own.length;
    return counts;
  }

  /** No row of any table points at the user any more, nor is the user's own row left. */
  async function expectNothingPointsAt(userId: string): Promise<void> {
    const after = await rowsPointingAt(userId);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
  }

  /** The account is gone (expectNothingPointsAt); the feedback withHistory wrote stays, without its author. */
  async function expectRemovedKeepingFeedback(userId: string, name: string): Promise<void> {
    await expectNothingPointsAt(userId);
    const feedback = await t.db
      .selectFrom("feedback")
      .select("user_id")
      .where("comments", "=", `Отзыв от ${name}`)
      .execute();
    expect(feedback).toEqual([{ user_id: null }]);
  }

  async function withHistory(name: string) {
    const { client, user } = await learner(name);
    await watch(client);
    await logOffPlatform(client);
    await claim(client, `${user.email.split("@")[0]}@patreon.example`);
    const feedback = await client.post("/api/feedback", { comments: `Отзыв от ${name}` });
    expect(feedback.statusCode, feedback.body).toBe(200);
    const playlist = await client.post(playlistsRoutes.playlists, { name: `Список ${name}` });
    expect(playlist.statusCode, playlist.body).toBe(200);
    return { client, user };
  }

  it("removes the account and everything of it, in every table, and nothing of anyone else", async () => {
    const { client, user } = await withHistory("Doomed");
    const { client: bystander, user: other } = await withHistory("Bystander");
    const otherBefore = await rowsPointingAt(other.id);
    const otherUser = await bystander.loadUser(TZ);
    const otherLogs = (await bystander.get("/api/user/off-platform-logs")).json();
    const before = await rowsPointingAt(user.id);
    for (const table of [
      "sessions.user_id",
      "watch_segments.user_id",
      "user_video_state.user_id",
      "daily_totals.user_id",
      "off_platform_logs.user_id",
      "premium_claims.user_id",
      "feedback.user_id",
      "notifications.user_id",
      "playlists.user_id",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }

    const response = await admin.post(userAdminRoutes.delete, { email: user.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: USER_ADMIN_TEXTS.deleted });

    await expectRemovedKeepingFeedback(user.id, "Doomed");
    const codes = await t.db
      .selectFrom("verification_codes")
      .select("id")
      .where("email", "=", user.email)
      .execute();
    expect(codes).toEqual([]);

    // The deleted learner's browser is a new anonymous visitor; the email is free again.
    const visitor = await client.loadUser(TZ);
    expect(visitor).toMatchObject({ isAnonymous: true, email: "" });
    expect(visitor.id).not.toBe(user.id);
    expect(await rowOf(user.email)).toBeUndefined();

    // Nothing of the other learner moved.
    expect(await rowsPointingAt(other.id)).toEqual(otherBefore);
    expect(await bystander.loadUser(TZ)).toEqual(otherUser);
    expect((await bystander.get("/api/user/off-platform-logs")).json()).toEqual(otherLogs);

    expect(await lastAudit()).toMatchObject({
      actorEmail: ADMIN,
      action: "user.delete",
      target: user.email,
      detail: { name: "Doomed", removed: { premiumClaims: 1, playlists: 2 } },
    });
  });

  it("lets a learner delete their own account by the same path: every personal row goes, feedback stays unlinked, the session ends", async () => {
    const { client, user } = await withHistory("Leaving");
    const token = await client.post(apiTokenRoutes.tokens, { name: "script", scope: "read" });
    expect(token.statusCode, token.body).toBe(200);
    const before = await rowsPointingAt(user.id);
    expect(before["api_tokens.user_id"]).toBe(1);

    const wrong = await client.post(userRoutes.deleteAccount, { email: "someone.else@example.com" });
    expectApiError(wrong, 400, { error: DELETE_ACCOUNT_TEXTS.mismatch, code: "confirmation_mismatch" });
    expect(await rowsPointingAt(user.id)).toEqual(before);

    const response = await client.post(userRoutes.deleteAccount, { email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: DELETE_ACCOUNT_TEXTS.deleted });
    expect(String(response.headers["set-cookie"])).toMatch(/Expires=Thu, 01 Jan 1970/);
    await expectRemovedKeepingFeedback(user.id, "Leaving");
    // Nothing personal is kept in the audit log: the account's id only.
    expect(await lastAudit()).toMatchObject({ actorEmail: null, action: "user.delete-own", target: user.id });

    // The old session is gone, and the address has no account any more.
    const stale = await client.post(userRoutes.deleteAccount, { email: user.email });
    expect(stale.statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post(userRoutes.sendCode, { email: user.email });
    expect(signIn.statusCode).toBe(404);
  });

  it("refuses a visitor without an account, and the last admin, their own deletion", async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadUser(TZ);
    const anonymous = await visitor.post(userRoutes.deleteAccount, { email: "who@example.com" });
    expect(anonymous.statusCode).toBe(401);
    const last = await admin.post(userRoutes.deleteAccount, { email: ADMIN });
    expectApiError(last, 409, { error: LAST_ADMIN, code: "last_admin" });
    expect(await rowOf(ADMIN)).toBeDefined();
  });

  it("refuses an admin's own account, and an unknown email, with sentences", async () => {
    const own = await admin.post(userAdminRoutes.delete, { email: ADMIN });
    expectApiError(own, 409, { error: OWN_ACCOUNT, code: "own_account" });
    expect((await admin.loadUser(TZ)).email).toBe(ADMIN);

    const unknown = await admin.post(userAdminRoutes.delete, { email: "nobody@example.com" });
    expectApiError(unknown, 404, { error: NO_SUCH_ACCOUNT, code: "not_found" });

    const noEmail = await admin.post(userAdminRoutes.delete, {});
    expect(noEmail.statusCode).toBe(400);
  });

  it("refuses to delete the last admin", async () => {
    // A script (no admin caller) is the one way to ask for it in order; two admins deleting each
    // other at once is the other (below).
    const service = createUserAdminService({
      db: t.db,
      config: t.config,
      mailer: { kind: "outbox", send: async () => {}, close() {} },
      log: t.app.log,
    });
    await expect(service.remove(null, ADMIN)).rejects.toMatchObject({
      statusCode: 409,
      code: "last_admin",
      message: LAST_ADMIN,
    });
    expect(await rowOf(ADMIN)).toBeDefined();
  });

  it("leaves one admin when two admins delete each other at once", async () => {
    const app = await createTestApp({ adminEmails: ["a@example.com", "b@example.com"] });
    try {
      const a = new TestClient(app.app);
      await signUp(app, a, "A", "a@example.com");
      const b = new TestClient(app.app);
      await signUp(app, b, "B", "b@example.com");
      const answers = await Promise.all([
        a.post(userAdminRoutes.delete, { email: "b@example.com" }),
        b.post(userAdminRoutes.delete, { email: "a@example.com" }),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const refused = answers.find((r) => r.statusCode === 409);
      if (refused) expect(refused.json()).toEqual({ error: LAST_ADMIN, code: "last_admin" });
      const admins = await app.db
        .selectFrom("users")
        .select("email")
        .where(sql<boolean>`'admin' = any(roles)`)
        .execute();
      expect(admins).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
