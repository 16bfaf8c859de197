import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { startTestS3Server, type TestS3Server } from "@tests/setup/s3-server";
import { createTestApp, type TestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFileUrl, storageKeys } from "../../storage/file-store";

const YEAR = "public, max-age=31536000, immutable";

describe("stored files with several instances sharing one bucket", () => {
  let s3: TestS3Server;
  let one: TestApp;
  let two: TestApp;
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]);
  const etag = `"${createHash("md5").update(jpeg).digest("hex")}"`;
  let url: string;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    // Same bucket, separate DATA_DIRs (and databases): nothing is shared but the bucket.
    one = await createTestApp({ storageUrl: s3.storageUrl });
    two = await createTestApp({ storageUrl: s3.storageUrl });
    expect(one.config.dataDir).not.toBe(two.config.dataDir);
    const key = storageKeys.thumbnail("jpg");
    await one.storage.put(key, jpeg, { contentType: "image/jpeg" });
    url = publicFileUrl(key);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await s3?.close();
  });

  it("serves a thumbnail put through one instance from the other, cached for a year", async () => {
    expect(url).toMatch(/^\/files\/thumbnails\/[0-9a-f-]{36}\.jpg$/);
    const response = await two.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(jpeg)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-length": String(jpeg.length),
      "cache-control": YEAR,
      "accept-ranges": "bytes",
      etag,
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["last-modified"]).toMatch(/GMT$/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers a range with 206 and exactly those bytes", async () => {
    const first = await two.app.inject({ method: "GET", url, headers: { range: "bytes=0-99" } });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({
      "content-range": `bytes 0-99/${jpeg.length}`,
      "content-length": "100",
      "content-type": "image/jpeg",
      "cache-control": YEAR,
      etag,
    });
    expect(first.rawPayload.equals(jpeg.subarray(0, 100))).toBe(true);

    const tail = await two.app.inject({ method: "GET", url, headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${jpeg.length - 10}-${jpeg.length - 1}/${jpeg.length}`);
    expect(tail.rawPayload.equals(jpeg.subarray(-10))).toBe(true);

    const open = await one.app.inject({ method: "GET", url, headers: { range: "bytes=4000-" } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(jpeg.subarray(4000))).toBe(true);
  });

  it("answers 416 with {error, code} for a range past the end", async () => {
    const response = await two.app.inject({
      method: "GET",
      url,
      headers: { range: `bytes=${jpeg.length}-` },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${jpeg.length}`);
    expect(response.json()).toEqual({ error: expect.any(String), code: "range_not_satisfiable" });
  });

  it("answers 304 to a cached copy, and the whole file when If-Range no longer matches", async () => {
    const cached = await two.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    const stale = await two.app.inject({
      method: "GET",
      url,
      headers: { range: "bytes=0-9", "if-range": '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(jpeg.length);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await two.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      "content-length": String(jpeg.length),
      "content-type": "image/jpeg",
      etag,
    });
    expect(head.rawPayload.length).toBe(0);
    const ranged = await two.app.inject({ method: "HEAD", url, headers: { range: "bytes=10-19" } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers).toMatchObject({
      "content-length": "10",
      "content-range": `bytes 10-19/${jpeg.length}`,
    });
  });

  it("never serves subtitles or audio, and answers 404 {error, code} for what is not there", async () => {
    await one.storage.put("audio/x.mp3", Buffer.from("premium audio"), { contentType: "audio/mpeg" });
    await one.storage.put("subtitles/x.vtt", Buffer.from("WEBVTT"), { contentType: "text/vtt" });
    const refused = [
      "/files/audio/x.mp3",
      "/files/subtitles/x.vtt",
      "/files/thumbnails/%2E%2E/audio/x.mp3",
      "/files/thumbnails/../audio/x.mp3",
      "/files/thumbnails/missing.jpg",
      "/files/thumbnails/",
      "/files/",
    ];
    for (const path of refused) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await two.app.inject({ method, url: path });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        if (method === "GET") {
          expect(response.json(), path).toEqual({ error: expect.any(String), code: "not_found" });
          expect(response.body).not.toContain("premium audio");
        }
      }
    }
    expect(await two.storage.exists("audio/x.mp3")).toBe(true);
  });

  it("serves only images a browser cannot run: an SVG under thumbnails/ is refused", async () => {
    const svg = storageKeys.thumbnail("svg");
    await one.storage.put(svg, Buffer.from("<svg><script>alert(1)</script></svg>"), {
      contentType: "image/svg+xml",
    });
    const response = await two.app.inject({ method: "GET", url: publicFileUrl(svg) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });

  it("stops serving a thumbnail on every instance once one deletes it", async () => {
    const key = storageKeys.thumbnail("png");
    await two.storage.put(key, Buffer.from("png"), { contentType: "image/png" });
    expect((await one.app.inject({ method: "GET", url: publicFileUrl(key) })).statusCode).toBe(200);
    await two.storage.delete(key);
    expect((await one.app.inject({ method: "GET", url: publicFileUrl(key) })).statusCode).toBe(404);
  });
});

describe("stored files without STORAGE_URL", () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await other?.close();
  });

  it("keeps them in DATA_DIR/files of the instance, which serves them alike", async () => {
    expect(t.storage.kind).toBe("folder");
    const key = storageKeys.thumbnail("webp");
    await t.storage.put(key, Buffer.from("RIFF....WEBPVP8 "), { contentType: "image/webp" });
    expect(existsSync(path.join(t.config.dataDir, "files", ...key.split("/")))).toBe(true);
    const response = await t.app.inject({
      method: "GET",
      url: publicFileUrl(key),
      headers: { range: "bytes=8-11" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe("WEBP");
    expect(response.headers["cache-control"]).toBe(YEAR);
    // Another instance with its own DATA_DIR does not have it: that is what STORAGE_URL is for.
    expect((await other.app.inject({ method: "GET", url: publicFileUrl(key) })).statusCode).toBe(404);
  });
});
