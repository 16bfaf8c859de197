import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { createVideo } from "@tests/factories/catalog";
import { signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

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

describe("answers compressed once (plugins/compression.ts)", () => {
  const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
  const asBrowser = { "accept-encoding": "gzip, deflate, br" };

  async function compressedList(client: TestClient | null, url = "/api/browse/videos") {
    const response = client
      ? await client.get(url, asBrowser)
      : await t.app.inject({ method: "GET", url, headers: asBrowser });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    return response.rawPayload;
  }

  it("sends a repeated answer as the same bytes as compressing it afresh", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/browse/videos" });
    const fresh = brotliCompressSync(plain.rawPayload, BROTLI);
    expect(await compressedList(null)).toEqual(fresh);
    expect(await compressedList(null)).toEqual(fresh);
  });

  it("sends a catalog change at once, not the compression of the answer before it", async () => {
    const before = brotliDecompressSync(await compressedList(null)).toString("utf8");
    expect(before).not.toContain("Новое название");
    await t.db.updateTable("videos").set({ title: "Новое название" }).where("id", "=", "c29").execute();
    await t.app.catalog.refresh();
    const after = brotliDecompressSync(await compressedList(null)).toString("utf8");
    expect(after).toContain("Новое название");
    const plain = await t.app.inject({ method: "GET", url: "/api/browse/videos" });
    expect(after).toBe(plain.body);
  });

  it("never sends one learner's compressed answer to another who differs", async () => {
    const hider = new TestClient(t.app);
    await signUp(t, hider, "Hider", "hider@example.com");
    const other = new TestClient(t.app);
    await signUp(t, other, "Other", "other@example.com");
    // Both ask first, so that each answer is in the cache before they differ.
    const idsOf = async (client: TestClient) =>
      (
        JSON.parse(brotliDecompressSync(await compressedList(client)).toString("utf8")) as {
          videos: { id: string }[];
        }
      ).videos.map((v) => v.id);
    expect(await idsOf(hider)).toContain("c28");
    expect(await idsOf(other)).toContain("c28");
    expect((await hider.post("/api/video/c28/hide")).statusCode).toBeLessThan(300);
    expect(await idsOf(hider)).not.toContain("c28");
    expect(await idsOf(other)).toContain("c28");
    expect(await idsOf(hider)).not.toContain("c28");
  });

  it("keeps a premium learner's playable answer from a free one", async () => {
    await createVideo(t.db, { id: "paid", premium: true });
    await t.app.catalog.refresh();
    const premium = new TestClient(t.app);
    const premiumUser = await signUp(t, premium, "Premium", "premium-c@example.com");
    await t.db.updateTable("users").set({ premium: true }).where("id", "=", premiumUser.id).execute();
    const free = new TestClient(t.app);
    await signUp(t, free, "Free", "free-c@example.com");
    const paidFor = async (client: TestClient) =>
      (
        JSON.parse(brotliDecompressSync(await compressedList(client)).toString("utf8")) as {
          videos: { id: string; url: string | null }[];
        }
      ).videos.find((v) => v.id === "paid");
    for (let i = 0; i < 2; i++) {
      expect((await paidFor(premium))?.url).toBe("https://www.youtube.com/watch?v=yt-paid");
      expect((await paidFor(free))?.url).toBeNull();
    }
  });
});
