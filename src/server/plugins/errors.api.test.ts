import { connect } from "node:net";
import { expectApiError } from "@tests/setup/api-error";
import { setupTestApp, TEST_ORIGIN } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let port: number;
beforeAll(async () => {
  // Some requests must travel as raw bytes: Node's HTTP parser refuses them before app.inject could.
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});

/** Sends bytes as they are on a new connection; resolves with the status, the headers and the body. */
function rawRequest(bytes: Buffer): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body });
    });
  });
}

const BAD_URL = {
  error:
    "The address is not valid: spaces, letters outside English and other special characters must be percent-encoded (%xx).",
  code: "bad_url",
};

/** Fastify's own shape, which no answer of ours may have. */
function expectOurShape(body: unknown): void {
  expect(body).toEqual({ error: expect.stringMatching(/[.!?]$/), code: expect.any(String) });
}

/** A GET or HEAD with raw UTF-8 in its query, which Node's HTTP parser refuses before Fastify sees it. */
function rawUtf8Query(method: "GET" | "HEAD") {
  return rawRequest(
    Buffer.from(`${method} /api/browse/videos?text=чай HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, "utf8"),
  );
}

describe("every error is JSON {error, code} with a sentence, from any layer", () => {
  it("refuses raw UTF-8 in the query (Node's parser) with a sentence, not Fastify's shape", async () => {
    const response = await rawUtf8Query("GET");
    expect(response.status).toBe(400);
    expect(response.headers).toContain("content-type: application/json; charset=utf-8");
    expect(response.headers).toContain("x-content-type-options: nosniff");
    expect(JSON.parse(response.body)).toEqual(BAD_URL);
  });

  it("answers a HEAD that Node's parser refuses with the status and headers only, no body", async () => {
    const response = await rawUtf8Query("HEAD");
    expect(response.status).toBe(400);
    expect(response.headers).toContain("content-type: application/json; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("answers the same query percent-encoded, as browsers send it", async () => {
    const response = await rawRequest(
      Buffer.from(
        `GET /api/browse/videos?text=${encodeURIComponent("чай")} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      ),
    );
    expect(response.status).toBe(200);
  });

  it("refuses raw UTF-8 in the path and malformed HTTP the same way", async () => {
    const path = await rawRequest(Buffer.from("GET /watch/чай HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", "utf8"));
    expect(path.status).toBe(400);
    expect(JSON.parse(path.body)).toEqual(BAD_URL);
    const garbage = await rawRequest(Buffer.from("HELLO\r\n\r\n"));
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({
      error: "The request is not valid HTTP.",
      code: "bad_request",
    });
  });

  it("refuses headers too large with 431", async () => {
    const response = await rawRequest(
      Buffer.from(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(response.status).toBe(431);
    expect(JSON.parse(response.body)).toEqual({
      error: "The request headers are too large.",
      code: "headers_too_large",
    });
  });

  it("refuses a malformed percent-encoding in the path with 400", async () => {
    for (const url of ["/api/video/%E0%A4%A", "/api/video/%ZZ/mark-as-watched", "/nope%"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(BAD_URL);
    }
  });

  it("keeps a malformed percent-encoding in the query as typed", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/browse/videos?text=100%&sort=%ZZ" });
    expect(response.statusCode).not.toBe(500);
    expectOurShape(response.statusCode === 200 ? { error: "ok.", code: "ok" } : response.json());
  });

  it("refuses a path parameter too long with 414", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/video/${"x".repeat(200)}` });
    expectApiError(response, 414, { error: "A part of the address is too long.", code: "uri_too_long" });
  });

  it("answers bad JSON, an empty JSON body and a prototype key with 400", async () => {
    for (const payload of ['{"email": ', "", '{"__proto__": {"x": 1}, "email": "a@example.com"}']) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/user/send-code",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().code).toBe("invalid_json");
      expectOurShape(response.json());
    }
  });

  it("refuses a content type it does not read with 415, text/plain included", async () => {
    for (const type of ["text/plain", "application/xml", undefined]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/user/send-code",
        headers: { origin: TEST_ORIGIN, ...(type ? { "content-type": type } : {}) },
        payload: "email=a@example.com",
      });
      expectApiError(
        response,
        415,
        {
          error: "Send the request as JSON, a form or multipart form data.",
          code: "unsupported_media_type",
        },
        type,
      );
    }
  });

  it("refuses broken multipart form data with 400, not 500", async () => {
    for (const type of ["multipart/form-data", "multipart/form-data; boundary=xx"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/user/send-code",
        headers: { origin: TEST_ORIGIN, "content-type": type },
        payload: '--xx\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n',
      });
      expectApiError(
        response,
        400,
        { error: "The form data could not be read.", code: "invalid_form" },
        type,
      );
    }
  });

  it("answers a known path with another method with 405 and Allow, an unknown one with 404", async () => {
    const wrongMethod = await t.app.inject({
      method: "DELETE",
      url: "/api/health",
      headers: { origin: TEST_ORIGIN },
    });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe("GET, HEAD");
    expect(wrongMethod.json()).toEqual({
      error: "DELETE is not allowed here: /api/health answers GET, HEAD.",
      code: "method_not_allowed",
    });
    const getOfPost = await t.app.inject({ method: "GET", url: "/api/user/send-code?x=1" });
    expect(getOfPost.statusCode).toBe(405);
    expect(getOfPost.headers.allow).toBe("POST");

    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/nothing-here",
      headers: { origin: TEST_ORIGIN },
    });
    expectApiError(unknown, 404, { error: "Nothing here: POST /api/nothing-here.", code: "not_found" });
    // Without a built web app (the API tests), a page path is a JSON 404 as well.
    const page = await t.app.inject({ method: "GET", url: "/browse" });
    expect(page.statusCode).toBe(404);
    expectOurShape(page.json());
  });

  it("answers HEAD wherever GET answers", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/api/health" });
    expect(response.statusCode).toBe(200);
  });
});
