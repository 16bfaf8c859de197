import { setupTestApp } from "@tests/setup/test-app";
import Ajv from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "./security";

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  "x-token-scope"?: string;
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: object & { $ref?: string }; example?: unknown }> }
  >;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

const t = setupTestApp();
let doc: Document;
let operations: { name: string; op: Operation }[];
beforeAll(async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/docs" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );
});

describe("the OpenAPI document at /api/docs", () => {
  it("gives every call a summary, a description, a tag and who may call it", () => {
    expect(operations.length).toBeGreaterThan(30);
    const undocumented = operations.filter(({ op }) => !op.summary || !op.description || !op.tags?.length);
    expect(undocumented.map((o) => o.name)).toEqual([]);
  });

  it("describes the { error, code } answer of every call's 4xx and 5xx", () => {
    expect(doc.components.schemas.ApiError).toMatchObject({
      required: ["error", "code"],
      properties: { error: { type: "string" }, code: { type: "string" } },
    });
    for (const { name, op } of operations) {
      for (const status of ["4XX", "5XX"]) {
        const schema = op.responses[status]?.content?.["application/json"]?.schema;
        expect(schema?.$ref, `${name} ${status}`).toBe("#/components/schemas/ApiError");
      }
    }
  });

  it("says on every call whether an API token may call it, and with which scope", () => {
    for (const { name, op } of operations) {
      const scope = op["x-token-scope"];
      const bearer = op.security?.find((s) => s.bearerAuth)?.bearerAuth;
      if (scope === "read" || scope === "write") {
        expect(bearer, name).toEqual([]);
        expect(op.description, name).toContain(`Scope: ${scope}.`);
      } else {
        expect(scope, name).toBe("none");
        expect(bearer, name).toBeUndefined();
        expect(op.description, name).toContain("Not available to API tokens");
      }
    }
    // Exactly the calls the tokens module marks (docs/api.md "Personal access tokens").
    const scoped = Object.fromEntries(
      operations
        .filter(({ op }) => op["x-token-scope"] !== "none")
        .map(({ name, op }) => [name, op["x-token-scope"]]),
    );
    expect(scoped).toEqual({
      "GET /api/user/overall": "read",
      "GET /api/user/daily-totals": "read",
      "GET /api/user/history": "read",
      "GET /api/user/export": "read",
      "GET /api/user/off-platform-logs": "read",
      "POST /api/user/off-platform-time": "write",
      "POST /api/user/off-platform-log/delete": "write",
      "POST /api/user/off-platform-import": "write",
      "GET /api/user/journal": "read",
      "GET /api/user/assessments": "read",
      "POST /api/user/assessments": "write",
      "POST /api/user/journal": "write",
      "POST /api/user/journal/{id}/update": "write",
      "POST /api/user/journal/{id}/delete": "write",
      "GET /api/user/notifications": "read",
      "POST /api/user/notifications/read": "write",
      "GET /api/user/playlists": "read",
      "POST /api/user/playlists": "write",
      "GET /api/user/playlists/{id}": "read",
      "POST /api/user/playlists/{id}/update": "write",
      "POST /api/user/playlists/{id}/delete": "write",
      "POST /api/user/playlists/{id}/videos": "write",
      "POST /api/user/playlists/{id}/videos/{videoId}/remove": "write",
      "GET /api/video/{id}/rating": "read",
      "POST /api/video/{id}/rating": "write",
      "GET /api/video/{id}/words": "read",
      "GET /api/user/words/summary": "read",
      "GET /api/user/words": "read",
      "POST /api/user/words/star": "write",
      "GET /api/words/lookup": "read",
      "GET /api/user/words/export": "read",
    });
    // Never on the calls that must refuse tokens (docs/api.md "Personal access tokens"): admin, sign-in, account, tokens.
    const refusing = operations.filter(
      ({ name }) =>
        name.includes("/api/admin/") ||
        /\/api\/user(\/(send-code|register|login|logout|update|tokens.*))?$/.test(name),
    );
    expect(refusing.length).toBeGreaterThan(20);
    for (const { name, op } of refusing) expect(op["x-token-scope"], name).toBe("none");
  });

  it("gives the main calls examples that match their own schemas", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    let checked = 0;
    for (const { name, op } of operations) {
      const media = [
        op.requestBody?.content["application/json"],
        op.responses["200"]?.content?.["application/json"],
      ];
      for (const m of media) {
        if (!m || m.example === undefined) continue;
        const validate = ajv.compile(m.schema);
        expect(validate(m.example), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    const entry = doc.paths["/api/user/off-platform-time"]?.post;
    expect(entry?.requestBody?.content["application/json"]?.example).toMatchObject({ minutes: 60 });
    // Its fields say what they mean (the contract's .describe()), for readers of the reference.
    const body = entry?.requestBody?.content["application/json"]?.schema as
      | { properties?: Record<string, { description?: string }> }
      | undefined;
    const fields = body?.properties ?? {};
    for (const field of ["startDate", "startTime", "endDate", "minutes", "comment"]) {
      expect(fields[field]?.description, field).toMatch(/\w+/);
    }
  });

  it("keeps hidden routes hidden", () => {
    const paths = Object.keys(doc.paths);
    for (const hidden of ["/api/docs", "/api/health", "/api/media/video/{id}"])
      expect(paths).not.toContain(hidden);
    expect(paths.filter((p) => p.startsWith("/api/reference"))).toEqual([]);
  });
});

describe("the reference page at /api/reference", () => {
  it("answers HTML whose scripts and styles are our own files, served from the package", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/reference" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("<title>Ponyatno API reference</title>");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(assets.length).toBeGreaterThan(3);
    // No CDN: every asset is a path on our origin.
    expect(assets.filter((a) => !a.startsWith("/api/reference/"))).toEqual([]);
    // No inline script: the CSP's script-src 'self' runs it.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

    for (const asset of assets.filter((a) => a.endsWith(".js"))) {
      const res = await t.app.inject({ method: "GET", url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.headers["content-type"], asset).toMatch(/javascript/);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    const bundle = await t.app.inject({ method: "GET", url: "/api/reference/static/swagger-ui-bundle.js" });
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });

  it("keeps the app's strict Content-Security-Policy, which allows what the page loads", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/reference" });
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toBe(SECURITY_HEADERS["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self'[^;]*/);
    expect(csp).not.toContain("unsafe-eval");
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
  });

  it("reads the same document as /api/docs", async () => {
    const json = await t.app.inject({ method: "GET", url: "/api/reference/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(doc);
  });
});
