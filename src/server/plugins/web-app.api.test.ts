import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { setupTestApp, TEST_ORIGIN } from "@tests/setup/test-app";
import { afterAll, beforeAll, expect, it } from "vitest";
// The web app's server entry from source: the pages the built one names to the server.
import { PAGE_PATHS as APP_PAGES } from "../../web/entry-server";

let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "pn-web-"));
  mkdirSync(path.join(webDir, "static", "js"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Ponyatno</title>");
  writeFileSync(path.join(webDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  writeFileSync(path.join(webDir, "static", "js", "main-abc123.js"), "console.log(1)");
  // As scripts/precompress.mjs writes it beside each file of the build.
  const big = `console.log(${JSON.stringify("Понятно ".repeat(400))});`;
  writeFileSync(path.join(webDir, "static", "js", "big-abc123.js"), big);
  writeFileSync(path.join(webDir, "static", "js", "big-abc123.js.br"), brotliCompressSync(big));
});
const t = setupTestApp(() => ({ webDir }));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

/** Every page of the client router at an address, and the same page with a query and with a trailing slash. */
const PAGES = [
  ...APP_PAGES.map((page) => page.replace(":videoId", "abc")),
  "/browse?levels=Beginner%201",
  "/browse/",
];

it.each([
  { what: "every page of the app with the app", urls: PAGES, status: 200 },
  {
    what: "an unknown page with the app (its own 404 page) and status 404",
    urls: ["/nope", "/no-such-page?x=1", "/watch", "/admin/nope", "/browse/extra"],
    status: 404,
  },
])("answers $what, never cached, to GET and HEAD", async ({ urls, status }) => {
  for (const url of urls) {
    for (const method of ["GET", "HEAD"] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      if (method === "GET") expect(response.body).toContain("<title>Ponyatno</title>");
    }
  }
});

it("refuses another method on a page with 405, JSON and an Allow header", async () => {
  const response = await t.app.inject({ method: "POST", url: "/browse", headers: { origin: TEST_ORIGIN } });
  expect(response.statusCode).toBe(405);
  expect(response.headers.allow).toBe("GET, HEAD");
  expect(response.json()).toEqual({
    error: "POST is not allowed here: /browse answers GET, HEAD.",
    code: "method_not_allowed",
  });
});

it("knows every page of the client router (src/web/router.tsx)", () => {
  const router = readFileSync(path.join(import.meta.dirname, "../../web/router.tsx"), "utf8");
  const table = router.slice(
    router.indexOf("export const routes"),
    router.indexOf("];", router.indexOf("export const routes")),
  );
  // Its routes: `{ path: "/" … }`, `page("/browse", …)`, `adminSection("/admin", …)`, and the
  // hub's sections, `adminPage(name, …)` at /admin/<name> for each of ADMIN_SECTIONS.
  expect(table).toContain("...ADMIN_SECTIONS.map(");
  const sections = readFileSync(
    path.join(import.meta.dirname, "../../web/features/admin/admin-sections.ts"),
    "utf8",
  );
  const paths = [
    ...[...table.matchAll(/(?:path: |page\(|adminSection\(\s*)"([^"]+)"/g)].map((m) => m[1] as string),
    ...[...sections.matchAll(/\{ name: "([^"]+)"/g)].map((m) => `/admin/${m[1]}`),
  ].filter((p) => p !== "*");
  expect(paths).toContain("/admin/emails");
  expect([...APP_PAGES].sort()).toEqual(paths.sort());
});

it("caches hashed assets for a year with no validators, checks the icon each time, and a missing asset is a 404, not the app", async () => {
  const asset = await t.app.inject({ method: "GET", url: "/static/js/main-abc123.js" });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  // Never checked again, so no validators to check with: bytes less on every file a page loads.
  expect(asset.headers.etag).toBeUndefined();
  expect(asset.headers["last-modified"]).toBeUndefined();
  // A file with a fixed name is checked on each use, and answers 304 when it has not changed.
  const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
  expect(icon.statusCode).toBe(200);
  expect(icon.headers["cache-control"]).toBe("no-cache");
  const etag = String(icon.headers.etag);
  const again = await t.app.inject({
    method: "GET",
    url: "/favicon.svg",
    headers: { "if-none-match": etag },
  });
  expect(again.statusCode).toBe(304);
  const missing = await t.app.inject({ method: "GET", url: "/static/js/gone-000.js" });
  expect(missing.statusCode).toBe(404);
  expect(missing.json().code).toBe("not_found");
});

it("sends a file only the headers a file needs, and a page the whole set, with its CSP", async () => {
  const asset = await t.app.inject({ method: "GET", url: "/static/js/main-abc123.js" });
  expect(asset.headers["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(asset.headers["content-security-policy"]).toBeUndefined();
  expect(asset.headers["x-frame-options"]).toBeUndefined();
  const page = await t.app.inject({ method: "GET", url: "/browse" });
  expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  expect(page.headers["x-content-type-options"]).toBe("nosniff");
});

it("sends a file's Brotli copy from the build to a browser that takes it, the file itself otherwise", async () => {
  const url = "/static/js/big-abc123.js";
  const original = readFileSync(path.join(webDir, "static", "js", "big-abc123.js"));
  const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
  expect(br.statusCode).toBe(200);
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toMatch(/^application\/javascript/);
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
  // The build's copy itself, not one compressed again per request.
  expect(br.rawPayload.equals(readFileSync(path.join(webDir, "static", "js", "big-abc123.js.br")))).toBe(
    true,
  );
  const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.rawPayload.equals(original)).toBe(true);
});
