import { logIn, signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";

const t = setupTestApp({ adminEmails: ["admin@example.com"] });

describe("the Host, with PUBLIC_URL set", () => {
  it("refuses another Host with 421, and takes only PUBLIC_URL's origin as ours", async () => {
    const site = await createTestApp({ publicUrlSet: true, publicUrl: "https://ponyatno.example" });
    try {
      const own = { host: "ponyatno.example" };
      expect(
        (await site.app.inject({ method: "GET", url: "/api/browse/videos", headers: own })).statusCode,
      ).toBe(200);
      const rebound = await site.app.inject({
        method: "GET",
        url: "/api/browse/videos",
        headers: { host: "attacker.example" },
      });
      expectApiError(rebound, 421, {
        error: "This server answers only for ponyatno.example. Open https://ponyatno.example instead.",
        code: "wrong_host",
      });
      // The balancer's health check reaches an instance by its address.
      const health = await site.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { host: "10.0.0.5:3000" },
      });
      expect(health.statusCode).toBe(200);
      // An Origin equal to http://<Host> is not ours when PUBLIC_URL names the site.
      const visitor = await site.app.inject({ method: "POST", url: "/api/user", headers: own, payload: {} });
      const cookie = visitor.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const spoofed = await site.app.inject({
        method: "POST",
        url: "/api/user/update",
        headers: { ...own, cookie, origin: "http://ponyatno.example" },
        payload: { name: "X" },
      });
      expect(spoofed.statusCode).toBe(403);
      const ours = await site.app.inject({
        method: "POST",
        url: "/api/user",
        headers: { ...own, cookie, origin: "https://ponyatno.example" },
        payload: {},
      });
      expect(ours.statusCode).toBe(200);
    } finally {
      await site.close();
    }
  }, 90_000);
});

describe("admin calls are checked on the server", () => {
  it("answers 401 to an anonymous visitor, 403 to a learner and 200 to an admin", async () => {
    const visitor = new TestClient(t.app);
    await visitor.loadUser();
    const anonymous = await visitor.get("/api/admin/user");
    expectApiError(anonymous, 401, { error: "Log in as an admin to do this.", code: "unauthorized" });

    const noSession = await t.app.inject({ method: "GET", url: "/api/admin/user" });
    expect(noSession.statusCode).toBe(401);

    const learner = new TestClient(t.app);
    await signUp(t, learner, "Ivan", "ivan@example.com");
    const refused = await learner.get("/api/admin/user");
    expectApiError(refused, 403, { error: "Only admins can do this.", code: "forbidden" });

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
    expectApiError(response, 403, {
      error: "This request came from another site and was refused.",
      code: "forbidden",
    });
    const logout = await client.get("/api/user/logout", { origin: "https://evil.example" });
    expect(logout.statusCode).toBe(403);
    const crossSite = await client.get("/api/user/logout", { origin: "", "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
  });

  it("refuses a call with a session cookie that changes state without any same-origin signal", async () => {
    const learner = new TestClient(t.app);
    await signUp(t, learner, "Olga", "olga@example.com");
    const noSignal = { origin: "" };
    // A form of another site posted by a browser that sends neither Origin nor Sec-Fetch-Site.
    const rename = await learner.post("/api/user/update", "name=Hacked", {
      ...noSignal,
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().code).toBe("forbidden");
    const json = await learner.post("/api/user/update", { name: "Hacked" }, noSignal);
    expect(json.statusCode).toBe(403);
    // A GET that changes state, with an admin's cookie.
    const admin = new TestClient(t.app);
    await logIn(t, admin, "admin@example.com");
    const addTopic = await admin.get("/api/admin/topic/add?name=Forged", noSignal);
    expect(addTopic.statusCode).toBe(403);
    // An admin's own script may read the lists; a page of another site may not.
    expect((await admin.get("/api/admin/topic", noSignal)).statusCode).toBe(200);
    const crossSiteRead = await admin.get("/api/admin/user", { origin: "", "sec-fetch-site": "cross-site" });
    expect(crossSiteRead.statusCode).toBe(403);
    const topics = await admin.get("/api/admin/topic");
    expect(JSON.stringify(topics.json())).not.toContain("Forged");
    expect((await learner.loadUser()).name).toBe("Olga");

    // The browser's own signals pass: our Origin, or Sec-Fetch-Site same-origin without one.
    const sameSite = await learner.post(
      "/api/user",
      { timezone: "Europe/Moscow" },
      {
        origin: "",
        "sec-fetch-site": "same-origin",
      },
    );
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    // A program without a cookie (nobody's session to abuse) may still sign in.
    const program = await t.app.inject({ method: "POST", url: "/api/user", payload: {} });
    expect(program.statusCode).toBe(200);
  });

  it("takes JSON only, but forms on the sign-in calls and files on the uploads", async () => {
    const learner = new TestClient(t.app);
    await signUp(t, learner, "Pavel", "pavel@example.com");
    const form = await learner.post("/api/feedback", "experience=Hi", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expectApiError(form, 415, {
      error: "This call takes JSON: send the body as application/json.",
      code: "unsupported_media_type",
    });
    const boundary = "pn-boundary";
    const multipart = await learner.post(
      "/api/user/update",
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        "",
        "Hacked",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
      { "content-type": `multipart/form-data; boundary=${boundary}` },
    );
    expect(multipart.statusCode).toBe(415);
    expect((await learner.loadUser()).name).toBe("Pavel");
    // The sign-in form's fields may come urlencoded (the product's own form).
    const sendCode = await new TestClient(t.app).post("/api/user/send-code", "email=pavel%40example.com", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(sendCode.statusCode, sendCode.body).toBe(200);
  });

  it("answers malformed JSON with 400 and a sentence", async () => {
    const response = await new TestClient(t.app).post("/api/user/send-code", '{"email": ', {
      "content-type": "application/json",
    });
    expectApiError(response, 400, { error: "The request body is not valid JSON.", code: "invalid_json" });
  });

  it("answers a huge body with 413", async () => {
    const huge = JSON.stringify({ email: "a@example.com", padding: "x".repeat(2 * 1024 * 1024) });
    const response = await new TestClient(t.app).post("/api/user/send-code", huge, {
      "content-type": "application/json",
    });
    expectApiError(response, 413, { error: "The request is too large.", code: "body_too_large" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expectApiError(response, 404, { error: "Nothing here: GET /api/nothing-here.", code: "not_found" });
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
