import { createHmac, randomUUID } from "node:crypto";
import { TestClient } from "@tests/setup/client";
import { type SmtpSink, startSmtpSink } from "@tests/setup/smtp-sink";
import { setupTestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { premiumRoutes } from "../../../shared/contracts/premium";
import { USER_ADMIN_TEXTS, userAdminRoutes } from "../../../shared/contracts/user-admin";

const SECRET = "patreon-webhook-secret-for-tests";
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
// Registered before the app's: hooks after the tests run in reverse, so the app closes first.
afterAll(() => sink.close());
const t = setupTestApp(() => ({
  smtpUrl: sink.url,
  patreonWebhookSecret: SECRET,
  adminEmails: ["admin@example.com"],
}));
const unset = setupTestApp();

/** Signs up through the real calls, reading the code from the SMTP server. */
async function learner(name: string, email: string) {
  const client = new TestClient(t.app);
  await client.loadUser();
  expect((await client.post("/api/user/register", { name, email })).statusCode).toBe(200);
  const code = /Your code is (\d{6})/.exec(sink.mailsTo(email).at(-1)?.text ?? "")?.[1];
  const login = await client.post("/api/user/login", { email, verification_code: code });
  expect(login.statusCode, login.body).toBe(200);
  return { client, user: await client.loadUser() };
}

/** A member resource as Patreon's webhooks send it (API v2, JSON:API). */
function memberBody(member: { id?: string; email: string; status: string | null; cents: number }) {
  const id = member.id ?? randomUUID();
  return JSON.stringify({
    data: {
      attributes: {
        currently_entitled_amount_cents: member.cents,
        email: member.email,
        full_name: "Boris Patron",
        is_follower: false,
        last_charge_date: "2026-11-20T09:12:44.000+00:00",
        last_charge_status: "Paid",
        lifetime_support_cents: member.cents,
        patron_status: member.status,
        pledge_relationship_start: "2026-10-20T09:12:40.000+00:00",
      },
      id,
      relationships: {
        campaign: { data: { id: "9138423", type: "campaign" } },
        user: { data: { id: "81423795", type: "user" } },
      },
      type: "member",
    },
    included: [
      { attributes: { creation_name: "Russian input", is_monthly: true }, id: "9138423", type: "campaign" },
      { attributes: { full_name: "Boris Patron" }, id: "81423795", type: "user" },
    ],
    links: { self: `https://www.patreon.com/api/oauth2/v2/members/${id}` },
  });
}

const sign = (body: string, secret = SECRET) => createHmac("md5", secret).update(body).digest("hex");

function deliver(app: typeof t.app, event: string, body: string, signature = sign(body)) {
  return app.inject({
    method: "POST",
    url: premiumRoutes.webhook,
    headers: {
      "content-type": "application/json",
      "x-patreon-event": event,
      ...(signature ? { "x-patreon-signature": signature } : {}),
    },
    payload: body,
  });
}

async function premiumOf(userId: string) {
  return t.db
    .selectFrom("users")
    .select(["premium", "premium_source"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

const auditOf = (email: string) =>
  t.db.selectFrom("audit_log").select(["action", "actor_email"]).where("target", "=", email).execute();

describe("POST /api/patreon/webhook", () => {
  it("a signed pledge of an active patron grants premium to the account that claimed with that email, once", async () => {
    const { client, user } = await learner("Boris", "boris@example.com");
    await client.post(premiumRoutes.claim, { email: "boris.patron@example.com" });
    const body = memberBody({ email: "Boris.Patron@example.com", status: "active_patron", cents: 500 });

    const first = await deliver(t.app, "members:pledge:create", body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: "granted" });
    expect(await premiumOf(user.id)).toEqual({ premium: true, premium_source: "webhook" });
    const claim = await t.db
      .selectFrom("premium_claims")
      .select("status")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(claim.status).toBe("approved");
    const mails = sink.mailsTo("boris@example.com").filter((m) => m.subject.includes("Premium"));
    expect(mails.map((m) => m.subject)).toEqual(["Your Ponyatno Premium is active"]);
    expect(mails[0]?.text).toContain("with the Patreon account boris.patron@example.com: it is approved");
    expect(await auditOf("boris@example.com")).toEqual([{ action: "patreon.grant", actor_email: null }]);
    expect((await client.loadUser()).premium).toBe(true);

    // The same delivery again (Patreon retries): nothing more.
    const again = await deliver(t.app, "members:pledge:create", body);
    expect(again.json()).toEqual({ outcome: "duplicate" });
    expect(sink.mailsTo("boris@example.com").filter((m) => m.subject.includes("Premium"))).toHaveLength(1);
    expect(await auditOf("boris@example.com")).toHaveLength(1);
  });

  it("a wrong or missing signature is 401 and changes nothing", async () => {
    const { user } = await learner("Vera", "vera@example.com");
    const body = memberBody({ email: "vera@example.com", status: "active_patron", cents: 1000 });
    for (const signature of [sign(body, "another-secret-entirely"), "", sign(`${body} `)]) {
      const response = await deliver(t.app, "members:create", body, signature);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({
        code: "invalid_signature",
        error: expect.stringMatching(/signature/i),
      });
    }
    expect(await premiumOf(user.id)).toEqual({ premium: false, premium_source: null });
    const deliveries = await t.db
      .selectFrom("patreon_webhook_events")
      .select("digest")
      .where("email", "=", "vera@example.com")
      .execute();
    expect(deliveries).toEqual([]);
  });

  it("a pledge below the threshold, or a follower's, grants nothing; a patron with no account is received", async () => {
    const { user } = await learner("Gleb", "gleb@example.com");
    const low = await deliver(
      t.app,
      "members:pledge:create",
      memberBody({ email: "gleb@example.com", status: "active_patron", cents: 300 }),
    );
    expect(low.json()).toEqual({ outcome: "unchanged" });
    const follower = await deliver(
      t.app,
      "members:create",
      memberBody({ email: "gleb@example.com", status: null, cents: 0 }),
    );
    expect(follower.json()).toEqual({ outcome: "unchanged" });
    expect(await premiumOf(user.id)).toEqual({ premium: false, premium_source: null });
    const nobody = await deliver(
      t.app,
      "members:create",
      memberBody({ email: "nobody@example.com", status: "active_patron", cents: 900 }),
    );
    expect(nobody.json()).toEqual({ outcome: "no-account" });
  });

  it("a deleted or declined pledge ends premium from Patreon or a claim, never premium an admin set by hand", async () => {
    const { user: ania } = await learner("Ania", "ania@example.com");
    const memberId = randomUUID();
    await deliver(
      t.app,
      "members:pledge:create",
      memberBody({ id: memberId, email: "ania@example.com", status: "active_patron", cents: 500 }),
    );
    expect(await premiumOf(ania.id)).toEqual({ premium: true, premium_source: "webhook" });
    const ended = await deliver(
      t.app,
      "members:pledge:delete",
      memberBody({ id: memberId, email: "ania@example.com", status: "former_patron", cents: 0 }),
    );
    expect(ended.json()).toEqual({ outcome: "ended" });
    expect(await premiumOf(ania.id)).toEqual({ premium: false, premium_source: null });
    expect(sink.mailsTo("ania@example.com").at(-1)?.subject).toBe("Your Ponyatno Premium status");

    // An admin grants premium by hand: a declined payment leaves it.
    const { user: dima } = await learner("Dima", "dima@example.com");
    const admin = (await learner("Admin", "admin@example.com")).client;
    const update = await admin.post(userAdminRoutes.update, {
      email: "dima@example.com",
      name: "Dima",
      premium: true,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().user.premiumSource).toBe("admin");
    const declined = await deliver(
      t.app,
      "members:update",
      memberBody({ email: "dima@example.com", status: "declined_patron", cents: 500 }),
    );
    expect(declined.json()).toEqual({ outcome: "unchanged" });
    expect(await premiumOf(dima.id)).toEqual({ premium: true, premium_source: "admin" });
  });

  it("without PATREON_WEBHOOK_SECRET the webhook is 404 with a sentence", async () => {
    const body = memberBody({ email: "x@example.com", status: "active_patron", cents: 500 });
    const response = await deliver(unset.app, "members:create", body, sign(body));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: "not_found",
      error: expect.stringMatching(/PATREON_WEBHOOK_SECRET/),
    });
  });

  it("a signed body that is not a member, or not JSON, is 400", async () => {
    const notMember = JSON.stringify({ data: { type: "post", id: "1", attributes: {} } });
    const a = await deliver(t.app, "members:create", notMember);
    expect(a.statusCode).toBe(400);
    expect(a.json().code).toBe("invalid_member");
  });
});

describe("the admins' side", () => {
  it("the users list says where each premium came from", async () => {
    const admin = (await learner("Admin two", "admin2@example.com")).client;
    // Not an admin: ADMIN_EMAILS names admin@example.com only.
    expect((await admin.get(userAdminRoutes.list)).statusCode).toBe(403);
    const { client } = await logInAdmin();
    const users = (await client.get(userAdminRoutes.list)).json().users as {
      email: string;
      premiumSource: string | null;
    }[];
    const source = (email: string) => users.find((u) => u.email === email)?.premiumSource;
    expect(source("boris@example.com")).toBe("webhook");
    expect(source("dima@example.com")).toBe("admin");
    expect(source("gleb@example.com")).toBeNull();
  });

  it("rejects a pending claim with a reason the learner is mailed; a second rejection is 409", async () => {
    const { client: learnerClient, user } = await learner("Zoya", "zoya@example.com");
    await learnerClient.post(premiumRoutes.claim, { email: "zoya.p@example.com" });
    const { client } = await logInAdmin();
    const reason = "No pledge with this email on our Patreon page.";
    const response = await client.post(userAdminRoutes.rejectClaim, { email: "zoya@example.com", reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(USER_ADMIN_TEXTS.claimRejected);
    const mail = sink.mailsTo("zoya@example.com").at(-1);
    expect(mail?.subject).toBe("Your Ponyatno Premium status");
    expect(mail?.text).toContain(`We could not confirm your Premium claim`);
    expect(mail?.text).toContain(`The reason: ${reason}`);
    const claim = await t.db
      .selectFrom("premium_claims")
      .select(["status", "reject_reason"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ status: "rejected", reject_reason: reason });
    const again = await client.post(userAdminRoutes.rejectClaim, { email: "zoya@example.com", reason });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("no_pending_claim");
    const empty = await client.post(userAdminRoutes.rejectClaim, { email: "zoya@example.com", reason: "  " });
    expect(empty.statusCode).toBe(400);
    // A learner may not reject anyone's claim.
    expect(
      (await learnerClient.post(userAdminRoutes.rejectClaim, { email: "zoya@example.com", reason }))
        .statusCode,
    ).toBe(403);
  });
});

/** The admin of ADMIN_EMAILS, signed in anew through the real calls. */
async function logInAdmin() {
  const client = new TestClient(t.app);
  await client.loadUser();
  expect((await client.post("/api/user/send-code", { email: "admin@example.com" })).statusCode).toBe(200);
  const code = /Your code is (\d{6})/.exec(sink.mailsTo("admin@example.com").at(-1)?.text ?? "")?.[1];
  expect(
    (await client.post("/api/user/login", { email: "admin@example.com", verification_code: code }))
      .statusCode,
  ).toBe(200);
  return { client };
}
