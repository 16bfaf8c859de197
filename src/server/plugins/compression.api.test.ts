import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createVideo } from "@tests/factories/catalog";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, expect, it } from "vitest";

const t = setupTestApp();
beforeAll(async () => {
  // A first page of the grid about the size of the demo's on 10,000 videos (~18 KB of JSON).
  for (let i = 0; i < 30; i++) {
    await createVideo(t.db, {
      id: `c${String(i).padStart(2, "0")}`,
      title: `Прогулка по старому городу, часть ${i}: улицы, дворы и люди, которых мы встречаем по дороге`,
      channel: "Русский с Максом",
      speakers: ["Максим Петров", "Анна Смирнова"],
      topics: ["Город", "Прогулки", "История"],
    });
  }
  await t.app.catalog.refresh();
});

it("sends the grid's answer compressed in one piece, with its length, in Brotli or gzip", async () => {
  const plain = await t.app.inject({ method: "GET", url: "/api/browse/videos" });
  expect(plain.statusCode).toBe(200);
  expect(plain.rawPayload.length).toBeGreaterThan(10_000);

  // A browser's header picks Brotli; gzip alone, gzip.
  for (const [accept, encoding, decode] of [
    ["gzip, br", "br", brotliDecompressSync],
    ["gzip", "gzip", gunzipSync],
  ] as const) {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/browse/videos",
      headers: { "accept-encoding": accept },
    });
    expect(response.headers["content-encoding"]).toBe(encoding);
    // Compressed at once, not streamed: the answer says how long it is.
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode(response.rawPayload).toString("utf8"))).toEqual(plain.json());
  }
});

it("streams a larger answer compressed, in Brotli or gzip", async () => {
  for (const [encoding, decode] of [
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const) {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/docs",
      headers: { "accept-encoding": encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    const body = decode(response.rawPayload).toString("utf8");
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(body).openapi).toMatch(/^3\./);
  }
});
