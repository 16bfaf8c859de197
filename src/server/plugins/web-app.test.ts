import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "pn-web-"));
  mkdirSync(path.join(webDir, "static", "js"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Ponyatno</title>");
  writeFileSync(path.join(webDir, "static", "js", "main-abc123.js"), "console.log(1)");
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

it("answers every page URL with the app, never cached", async () => {
  for (const url of ["/", "/browse?levels=Beginner%201", "/watch/abc", "/no-such-page"]) {
    const response = await t.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>Ponyatno</title>");
  }
});

it("caches hashed assets for a year, and a missing asset is a 404, not the app", async () => {
  const asset = await t.app.inject({ method: "GET", url: "/static/js/main-abc123.js" });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  const missing = await t.app.inject({ method: "GET", url: "/static/js/gone-000.js" });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().code).toBe("not_found");
});
