import { logIn, signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_RATE_LIMIT } from "../../config";

const t = setupTestApp({
  adminEmails: ["boss@example.com"],
  // Every call here comes from one address; the per-address limits have sign-in-limits.api.test.ts.
  signInRateLimit: { ...DEFAULT_SIGN_IN_RATE_LIMIT, codesPerIp: 1000, triesPerIp: 1000 },
});

let counter = 0;
const uniqueEmail = () => `learner${++counter}-${Date.now()}@example.com`;

async function registeredAccount(): Promise<string> {
  const email = uniqueEmail();
  await signUp(t, new TestClient(t.app), "Alice", email);
  return email;
}

describe("sign-up", () => {
  it("turns the visitor into a registered user through the mailed code", async () => {
    const client = new TestClient(t.app);
    const visitor = await client.loadUser();
    const email = uniqueEmail();
    const user = await signUp(t, client, "  Alice  ", email.toUpperCase());
    expect(user).toMatchObject({ id: visitor.id, name: "Alice", email, isAnonymous: false, roles: [] });
  });

  it("refuses a taken email, compared case-insensitively", async () => {
    const email = await registeredAccount();
    const response = await new TestClient(t.app).post("/api/user/register", {
      name: "Bob",
      email: ` ${email.toUpperCase()} `,
    });
    expectApiError(response, 409, {
      error: "This email is already registered. Log in instead.",
      code: "email_taken",
    });
  });

  it("explains a missing name and a malformed email", async () => {
    const client = new TestClient(t.app);
    const noName = await client.post("/api/user/register", { name: " ", email: uniqueEmail() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe("Enter your name.");
    const badEmail = await client.post("/api/user/register", { name: "Bob", email: "not-an-email" });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error).toBe("Enter a valid email address.");
  });

  it("grants the admin role to ADMIN_EMAILS", async () => {
    const user = await signUp(t, new TestClient(t.app), "Boss", "Boss@Example.com");
    expect(user.roles).toEqual(["admin"]);
  });
});

describe("log-in", () => {
  it("logs in with the code, rotating the session id", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    await client.loadUser();
    const before = client.cookies.get("pn_session");
    const user = await logIn(t, client, email.toUpperCase());
    expect(user).toMatchObject({ email, isAnonymous: false, name: "Alice" });
    expect(client.cookies.get("pn_session")).toBeDefined();
    expect(client.cookies.get("pn_session")).not.toBe(before);
    // The old session is gone: its cookie no longer reaches the account.
    const stale = new TestClient(t.app);
    stale.cookies.set("pn_session", before as string);
    expect((await stale.loadUser()).email).toBe("");
  });

  it("refuses an unknown email", async () => {
    const response = await new TestClient(t.app).post("/api/user/send-code", { email: uniqueEmail() });
    expectApiError(response, 404, {
      error: "No account with this email. Sign up first.",
      code: "not_found",
    });
  });

  it("explains a wrong code, and voids the code after 5 wrong tries", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    await client.post("/api/user/send-code", { email });
    const good = t.lastCodeFor(email);
    const wrong = good === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const response = await client.post("/api/user/login", { email, verification_code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Wrong code. Check the email we sent you and try again.");
    }
    const fifth = await client.post("/api/user/login", { email, verification_code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe("Too many attempts. Request a new code.");
    const thenGood = await client.post("/api/user/login", { email, verification_code: good });
    expect(thenGood.statusCode).toBe(429);
    expect(thenGood.json().error).toBe("Too many attempts. Request a new code.");
  });

  it("refuses an expired code", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    await client.post("/api/user/send-code", { email });
    await t.db
      .updateTable("verification_codes")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("email", "=", email)
      .execute();
    const response = await client.post("/api/user/login", { email, verification_code: t.lastCodeFor(email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("This code has expired. Request a new code.");
  });

  it("refuses a code used once already", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    await logIn(t, client, email);
    const again = await new TestClient(t.app).post("/api/user/login", {
      email,
      verification_code: t.lastCodeFor(email),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("This code has already been used. Request a new code.");
  });

  it("asks for a 6-digit code", async () => {
    const response = await new TestClient(t.app).post("/api/user/login", {
      email: uniqueEmail(),
      verification_code: "12ab",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("The code has 6 digits.");
  });

  it("rate limits sending codes to one email", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    // The sign-up already sent one code this hour; four more reach the limit of five.
    for (let i = 0; i < 4; i++)
      expect((await client.post("/api/user/send-code", { email })).statusCode).toBe(200);
    const limited = await client.post("/api/user/send-code", { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(
      "Too many codes were requested for this email. Try again in 60 minutes.",
    );
  });
});

describe("form-field calls", () => {
  it("accept urlencoded and multipart bodies as well as JSON", async () => {
    const email = await registeredAccount();
    const urlencoded = await new TestClient(t.app).post(
      "/api/user/send-code",
      `email=${encodeURIComponent(email)}`,
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(urlencoded.statusCode, urlencoded.body).toBe(200);

    const boundary = "----pn-test-boundary";
    const multipartBody = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="email"',
      "",
      email,
      `--${boundary}`,
      'Content-Disposition: form-data; name="verification_code"',
      "",
      t.lastCodeFor(email),
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const multipart = await new TestClient(t.app).post("/api/user/login", multipartBody, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(multipart.json().email).toBe(email);
  });
});

describe("logout", () => {
  it("ends the session: the next load is a new anonymous visitor", async () => {
    const email = await registeredAccount();
    const client = new TestClient(t.app);
    const user = await logIn(t, client, email);
    const oldCookie = client.cookies.get("pn_session") as string;
    const out = await client.get("/api/user/logout");
    expect(out.statusCode).toBe(200);
    const after = await client.loadUser();
    expect(after).toMatchObject({ isAnonymous: true });
    expect(after.id).not.toBe(user.id);
    const replay = new TestClient(t.app);
    replay.cookies.set("pn_session", oldCookie);
    expect((await replay.loadUser()).isAnonymous).toBe(true);
  });
});
