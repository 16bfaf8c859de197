import { setupTestApp, TEST_ORIGIN } from "@tests/setup/test-app";
import { expect, it } from "vitest";
import { ACCESS_SENTENCES } from "./route-access";

const t = setupTestApp();

// The OpenAPI document says who may call each route from the route's guard (route-access.ts):
// every call it says needs a session refuses a caller without one, before reading the body.
it("refuses a caller without a session on every call the reference says needs one", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
    paths: Record<string, Record<string, { description?: string }>>;
  };
  const guarded = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => !op.description?.includes(ACCESS_SENTENCES.anyone))
      .map(([method]) => ({ method: method.toUpperCase() as "GET" | "POST", path })),
  );
  expect(guarded.length).toBeGreaterThan(30);
  const answers: Record<string, number> = {};
  for (const { method, path } of guarded) {
    const response = await t.app.inject({
      method,
      url: path.replace(/\{\w+\}/g, "x"),
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      ...(method === "POST" ? { payload: "{}" } : {}),
    });
    answers[`${method} ${path}`] = response.statusCode;
    if (response.statusCode === 401) expect(response.json()).toMatchObject({ code: expect.any(String) });
  }
  expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
});
