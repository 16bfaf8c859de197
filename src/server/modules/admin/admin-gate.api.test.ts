import cookie from "@fastify/cookie";
import { ADMIN_EMAIL, adminClient, newVisitor, signedUpClient } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ADMIN_API_PREFIX } from "../../../shared/contracts/admin";
import type { AppDeps } from "../../app-deps";
import { registerErrorHandling } from "../../plugins/errors";
import { createSessions } from "../user/session";
import { adminCaller, adminPath } from "./admin-context";
import { registerAdminRoutes } from "./admin-plugin";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let anonymous: TestClient;
let learner: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ client: anonymous } = await newVisitor(t));
  learner = await signedUpClient(t, "Ivan", "ivan@example.com");
  admin = await adminClient(t);
});

interface Route {
  method: string;
  url: string;
}

/**
 * Every route of the app, from `printRoutes({ commonPrefix: false })`: a tree in which each line
 * is a path piece, its methods in parentheses, and its depth given by the indentation.
 */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (parents[depth - 1] ?? "") + match[2]!;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}

/** The admin routes, methods other than HEAD (Fastify's copy of a GET), with made-up path params. */
function adminRoutesOf(app: FastifyInstance): Route[] {
  return routesOf(app)
    .filter(
      (r) => (r.url === ADMIN_API_PREFIX || r.url.startsWith(`${ADMIN_API_PREFIX}/`)) && r.method !== "HEAD",
    )
    .map((r) => ({ method: r.method, url: r.url.replace(/:[^/]+/g, "no-such-id") }));
}

/** A call whose body is neither valid JSON nor what any route expects: a gate after parsing says 400. */
function call(client: TestClient | null, route: Route) {
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return t.app.inject({
    method: route.method as "GET",
    url: route.url,
    headers: {
      origin: "http://127.0.0.1:3000",
      ...(client ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      ...(hasBody ? { "content-type": "application/json" } : {}),
    },
    ...(hasBody ? { payload: "{not json" } : {}),
  });
}

describe("the admin gate", () => {
  it("finds the admin routes it is to check", () => {
    const urls = adminRoutesOf(t.app).map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain("GET /api/admin/user");
    expect(urls).toContain("GET /api/admin/audit");
  });

  it("answers 401 to visitors without a registered session, before anything else", async () => {
    for (const route of adminRoutesOf(t.app)) {
      for (const [who, client] of [
        ["no session", null],
        ["an anonymous session", anonymous],
      ] as const) {
        const response = await call(client, route);
        expectApiError(
          response,
          401,
          { error: "Log in as an admin to do this.", code: "unauthorized" },
          `${route.method} ${route.url}, ${who}`,
        );
      }
    }
  });

  it("answers 403 to a learner, before the body is read or validated", async () => {
    for (const route of adminRoutesOf(t.app)) {
      const response = await call(learner, route);
      expectApiError(
        response,
        403,
        { error: "Only admins can do this.", code: "forbidden" },
        `${route.method} ${route.url}`,
      );
    }
  });

  it("lets an admin through to every route", async () => {
    for (const route of adminRoutesOf(t.app)) {
      const response = await call(admin, route);
      expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(response.statusCode);
    }
    expect((await admin.get("/api/admin/user")).statusCode).toBe(200);
    expect((await admin.get("/api/admin/audit")).statusCode).toBe(200);
  });

  it("refuses a route outside the prefix, which it could not guard", () => {
    expect(adminPath("/api/admin/topic/add")).toBe("/topic/add");
    expect(() => adminPath("/api/video/delete")).toThrow("is not under /api/admin/");
  });
});

describe("a module's admin route behind the gate", () => {
  let app: FastifyInstance;
  const handled: string[] = [];

  beforeAll(async () => {
    // The gate with one route of a made-up module, on the test app's database and sessions.
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(cookie, { secret: t.config.sessionSecret });
    // The gate and this route use the sessions only.
    const deps = {
      config: t.config,
      db: t.db,
      sessions: createSessions(t.db, t.config),
    } as unknown as AppDeps;
    await registerAdminRoutes(app, deps, [
      async (gated) => {
        gated
          .withTypeProvider<ZodTypeProvider>()
          .post(
            adminPath("/api/admin/thing/add"),
            { schema: { body: z.object({ name: z.string().min(1) }) } },
            async (request) => {
              handled.push(`${adminCaller(request).email} ${request.body.name}`);
              return { ok: true };
            },
          );
      },
    ]);
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (client: TestClient, payload: string) =>
    app.inject({
      method: "POST",
      url: "/api/admin/thing/add",
      headers: {
        "content-type": "application/json",
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      },
      payload,
    });

  it("runs the gate before the body is parsed or validated, and the handler knows the admin", async () => {
    expect((await post(learner, "{not json")).statusCode).toBe(403);
    expect((await post(learner, JSON.stringify({ name: "" }))).statusCode).toBe(403);
    expect((await post(learner, JSON.stringify({ name: "x" }))).statusCode).toBe(403);
    expect((await post(anonymous, JSON.stringify({ name: "x" }))).statusCode).toBe(401);
    expect((await post(admin, JSON.stringify({ name: "" }))).statusCode).toBe(400);
    expect((await post(admin, JSON.stringify({ name: "Спорт" }))).statusCode).toBe(200);
    expect(handled).toEqual(["admin@example.com Спорт"]);
  });
});
