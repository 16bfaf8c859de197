import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../tests/factories/users";
import { TestClient } from "../../../tests/setup/client";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ["admin@example.com"] });
});
afterAll(() => t.close());

describe("admin calls are checked on the server", () => {
  it("answers 401 to an anonymous visitor, 403 to a learner and 200 to an admin", async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadUser();
    const anonymous = await visitor.get("/api/admin/user");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Log in as an admin to do this.", code: "unauthorized" });

    const noSession = await t.app.inject({ method: "GET", url: "/api/admin/user" });
    expect(noSession.statusCode).toBe(401);

    const learner = new TestClient(t.app);
    await signUp(t, learner, "Ivan", "ivan@example.com");
    const refused = await learner.get("/api/admin/user");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Only admins can do this.", code: "forbidden" });

    const admin = new TestClient(t.app);
    await signUp(t, admin, "Admin", "admin@example.com");
    const list = await admin.get("/api/admin/user");
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .users.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(["admin@example.com", "ivan@example.com"]);
  });
});

describe("request hygiene", () => {
  it("refuses a state-changing call from a foreign Origin", async () => {
    const client = new TestClient(t.app);
    await client.loadUser();
    const response = await client.post(
      "/api/user/register",
      { name: "X", email: "x@example.com" },
      {
        origin: "https://evil.example",
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "This request came from another site and was refused.",
      code: "forbidden",
    });
    const logout = await client.get("/api/user/logout", { origin: "https://evil.example" });
    expect(logout.statusCode).toBe(403);
    const crossSite = await client.get("/api/user/logout", { origin: "", "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
  });

  it("answers malformed JSON with 400 and a sentence", async () => {
    const response = await new TestClient(t.app).post("/api/user/send-code", '{"email": ', {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers a huge body with 413", async () => {
    const huge = JSON.stringify({ email: "a@example.com", padding: "x".repeat(2 * 1024 * 1024) });
    const response = await new TestClient(t.app).post("/api/user/send-code", huge, {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request is too large.", code: "body_too_large" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Nothing here: GET /api/nothing-here.", code: "not_found" });
  });

  it("sends security headers, with a CSP that lets the YouTube player in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("frame-src https://www.youtube.com");
    expect(csp).toContain("script-src 'self' https://www.youtube.com");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined(); // the proxy's decision
  });
});
