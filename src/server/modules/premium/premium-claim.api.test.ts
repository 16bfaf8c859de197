import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
let count = 0;

const registered = () => newLearner(t, "Boris", `patron${++count}@example.com`);

const claim = (client: TestClient, email: unknown) => client.post("/api/patreon/claim", { email });

async function claimsOf(userId: string) {
  return t.db
    .selectFrom("premium_claims")
    .select(["email", "status"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

describe("POST /api/patreon/claim", () => {
  it("records a pending claim and remembers the email for the admins: success", async () => {
    const { client, user } = await registered();
    const response = await claim(client, "  Boris.Patron@Example.com ");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "success" });
    expect(await claimsOf(user.id)).toEqual([{ email: "boris.patron@example.com", status: "pending" }]);
    const row = await t.db
      .selectFrom("users")
      .select(["premium", "premium_claimed_with_email"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ premium: false, premium_claimed_with_email: "boris.patron@example.com" });
  });

  it("answers duplicate-claim while a claim is pending, even for two claims at once", async () => {
    const { client, user } = await registered();
    const answers = await Promise.all([claim(client, "a@example.com"), claim(client, "b@example.com")]);
    expect(answers.map((a) => a.json().message).sort()).toEqual(["duplicate-claim", "success"]);
    expect(await claimsOf(user.id)).toHaveLength(1);
    expect((await claim(client, "c@example.com")).json()).toEqual({ message: "duplicate-claim" });
  });

  it("accepts a new claim once the previous one was reviewed and rejected", async () => {
    const { client, user } = await registered();
    await claim(client, "first@example.com");
    await t.db
      .updateTable("premium_claims")
      .set({ status: "rejected" })
      .where("user_id", "=", user.id)
      .execute();
    expect((await claim(client, "second@example.com")).json()).toEqual({ message: "success" });
    expect(await claimsOf(user.id)).toEqual([
      { email: "first@example.com", status: "rejected" },
      { email: "second@example.com", status: "pending" },
    ]);
  });

  it("answers already-premium to a premium member and records nothing", async () => {
    const { client, user } = await registered();
    await t.db.updateTable("users").set({ premium: true }).where("id", "=", user.id).execute();
    expect((await claim(client, "me@example.com")).json()).toEqual({ message: "already-premium" });
    expect(await claimsOf(user.id)).toEqual([]);
  });

  it("asks for an email with the page's own sentences", async () => {
    const { client, user } = await registered();
    const cases: [unknown, string][] = [
      ["", "Please enter your email address."],
      ["   ", "Please enter your email address."],
      [undefined, "Please enter your email address."],
      ["not-an-email", "Please enter a valid email address."],
    ];
    for (const [email, error] of cases) {
      const response = await claim(client, email);
      expectApiError(response, 400, { error, code: "invalid_request" }, String(email));
    }
    expect(await claimsOf(user.id)).toEqual([]);
  });

  it("is for registered users only", async () => {
    const { client: anonymous } = await newVisitor(t);
    const response = await claim(anonymous, "ghost@example.com");
    expectApiError(response, 401, { error: "Log in or sign up to do this.", code: "unauthorized" });
    const noSession = await t.app.inject({
      method: "POST",
      url: "/api/patreon/claim",
      payload: { email: "x@y.z" },
    });
    expect(noSession.statusCode).toBe(401);
  });
});
