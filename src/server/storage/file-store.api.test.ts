import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { startTestS3Server, type TestS3Server } from "@tests/setup/s3-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore } from "./create-file-store";
import {
  type FileStore,
  InvalidStorageKeyError,
  RangeNotSatisfiableError,
  readStoredBytes,
  type StoredFile,
  storageKeys,
} from "./file-store";

/** Two stores over one place, as two instances would have: what one writes, the other reads. */
interface Driver {
  name: string;
  start(): Promise<{ first: FileStore; second: FileStore; stop(): Promise<void> }>;
}

const drivers: Driver[] = [
  {
    name: "folder",
    async start() {
      const dataDir = mkdtempSync(path.join(tmpdir(), "pn-files-"));
      const first = await createFileStore({ storageUrl: undefined, dataDir });
      const second = await createFileStore({
        storageUrl: `file://${path.join(dataDir, "files")}`,
        dataDir: "/x",
      });
      return {
        first,
        second,
        stop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3 (s3rver on loopback)",
    async start() {
      const server: TestS3Server = await startTestS3Server();
      const first = await createFileStore({ storageUrl: server.storageUrl, dataDir: "/unused" });
      const second = await createFileStore({ storageUrl: server.storageUrl, dataDir: "/unused" });
      return {
        first,
        second,
        stop: async () => {
          await first.close();
          await second.close();
          await server.close();
        },
      };
    },
  },
];

async function text(file: StoredFile | null): Promise<string> {
  if (!file) throw new Error("no file");
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

const md5 = (bytes: Buffer | string) => `"${createHash("md5").update(bytes).digest("hex")}"`;

describe.each(drivers)("FileStore contract: $name", (driver) => {
  let store: FileStore;
  let other: FileStore;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    const started = await driver.start();
    store = started.first;
    other = started.second;
    stop = started.stop;
  });
  afterAll(async () => {
    await stop();
  });

  it("writes a stream of unknown length, over several parts, and leaves nothing when it fails", async () => {
    // 8 MiB parts on S3: 20 MiB is two whole parts and a last one.
    const bytes = randomBytes(20 * 1024 * 1024 + 17);
    const pieces = function* () {
      for (let at = 0; at < bytes.length; at += 1024 * 1024) yield bytes.subarray(at, at + 1024 * 1024);
    };
    const key = storageKeys.video("streamed");
    expect(await store.putStream(key, Readable.from(pieces()), { contentType: "video/mp4" })).toEqual({
      size: bytes.length,
    });
    const read = await readStoredBytes(other, key);
    expect(read?.equals(bytes)).toBe(true);
    expect((await other.stat(key))?.contentType).toBe("video/mp4");
    const part = await other.get(key, { start: 9 * 1024 * 1024, end: 9 * 1024 * 1024 + 9 });
    expect(part?.range).toEqual({ start: 9 * 1024 * 1024, end: 9 * 1024 * 1024 + 9 });

    const failing = new Readable({ read() {} });
    const failed = store.putStream(storageKeys.videoUpload(), failing, { contentType: "video/mp4" });
    failing.push(bytes.subarray(0, 9 * 1024 * 1024));
    failing.destroy(new Error("the client went away"));
    await expect(failed).rejects.toThrow("the client went away");
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it("puts a file and gets it back whole, with its size, type, ETag and date", async () => {
    const key = storageKeys.thumbnail("jpg");
    expect(key).toMatch(/^thumbnails\/[0-9a-f-]{36}\.jpg$/);
    await store.put(key, Buffer.from("hello world"), { contentType: "image/jpeg" });
    const file = await store.get(key);
    expect(file).toMatchObject({ size: 11, contentType: "image/jpeg", etag: md5("hello world") });
    expect(file?.range).toBeUndefined();
    expect(file?.lastModified).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - (file?.lastModified.getTime() ?? 0))).toBeLessThan(60_000);
    expect(await text(file)).toBe("hello world");
  });

  it("gets a byte range, both ends included; an end past the last byte is clamped", async () => {
    await store.put("subtitles/range.vtt", Buffer.from("hello world"), { contentType: "text/vtt" });
    const part = await store.get("subtitles/range.vtt", { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 11, range: { start: 2, end: 5 }, etag: md5("hello world") });
    expect(await text(part)).toBe("llo ");
    const tail = await store.get("subtitles/range.vtt", { start: 6, end: 1000 });
    expect(tail?.range).toEqual({ start: 6, end: 10 });
    expect(await text(tail)).toBe("world");
    const last = await store.get("subtitles/range.vtt", { start: 10, end: 10 });
    expect(await text(last)).toBe("d");
  });

  it("refuses a range that starts past the end", async () => {
    await store.put("subtitles/short.vtt", Buffer.from("abc"), { contentType: "text/vtt" });
    await expect(store.get("subtitles/short.vtt", { start: 3, end: 9 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    await expect(store.get("subtitles/short.vtt", { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
  });

  it("stats without reading, and knows whether a file exists", async () => {
    const bytes = randomBytes(200_000);
    await store.put("audio/v1.mp3", bytes, { contentType: "audio/mpeg" });
    const info = await store.stat("audio/v1.mp3");
    expect(info).toMatchObject({ size: 200_000, contentType: "audio/mpeg", etag: md5(bytes) });
    expect(await store.exists("audio/v1.mp3")).toBe(true);
    expect(await store.exists("audio/v2.mp3")).toBe(false);
    expect((await readStoredBytes(store, "audio/v1.mp3"))?.equals(bytes)).toBe(true);
  });

  it("answers null for a missing key, also for a folder that holds other keys", async () => {
    await store.put("thumbnails/nested/a.png", Buffer.from("png"), { contentType: "image/png" });
    expect(await store.get("thumbnails/missing.jpg")).toBeNull();
    expect(await store.get("thumbnails/missing.jpg", { start: 0, end: 1 })).toBeNull();
    expect(await store.stat("thumbnails/missing.jpg")).toBeNull();
    expect(await store.stat("thumbnails/nested")).toBeNull();
    expect(await store.get("thumbnails/nested")).toBeNull();
    expect(await store.stat("thumbnails/nested/a.png/b.png")).toBeNull();
    expect(await readStoredBytes(store, "audio/none.mp3")).toBeNull();
  });

  it("replaces a file whole on a second put", async () => {
    await store.put("subtitles/v9.vtt", Buffer.from("WEBVTT\n\nold"), { contentType: "text/vtt" });
    await store.put("subtitles/v9.vtt", Buffer.from("WEBVTT\n\nnew cue"), {
      contentType: "text/vtt; charset=utf-8",
    });
    const file = await store.get("subtitles/v9.vtt");
    expect(file).toMatchObject({
      size: 15,
      contentType: "text/vtt; charset=utf-8",
      etag: md5("WEBVTT\n\nnew cue"),
    });
    expect(await text(file)).toBe("WEBVTT\n\nnew cue");
  });

  it("deletes a file; deleting a missing one is not an error", async () => {
    await store.put("audio/gone.mp3", Buffer.from("mp3"), { contentType: "audio/mpeg" });
    await store.delete("audio/gone.mp3");
    expect(await store.get("audio/gone.mp3")).toBeNull();
    expect(await store.stat("audio/gone.mp3")).toBeNull();
    expect(await store.exists("audio/gone.mp3")).toBe(false);
    await expect(store.delete("audio/gone.mp3")).resolves.toBeUndefined();
  });

  it("shares its files with another store over the same place (another instance)", async () => {
    const key = storageKeys.thumbnail(".WEBP");
    expect(key.endsWith(".webp")).toBe(true);
    await store.put(key, Buffer.from("webp bytes"), { contentType: "image/webp" });
    const seen = await other.get(key, { start: 0, end: 3 });
    expect(seen).toMatchObject({ size: 10, contentType: "image/webp" });
    expect(await text(seen)).toBe("webp");
    await other.delete(key);
    expect(await store.exists(key)).toBe(false);
  });

  it("refuses keys that could leave the store or are not plain relative paths", async () => {
    const bad = [
      "../secret",
      "thumbnails/../../etc/passwd",
      "thumbnails/..",
      "a..b",
      "/etc/passwd",
      "thumbnails//a.jpg",
      "thumbnails/",
      "",
      ".meta/x.json",
      "thumbnails/.hidden",
      "thumbnails\\a.jpg",
      "thumbnails/a b.jpg",
      "x".repeat(513),
    ];
    for (const key of bad) {
      await expect(
        store.put(key, Buffer.from("x"), { contentType: "text/plain" }),
        key,
      ).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it("keys a video's subtitles and audio by its id, escaping ids that are not URL-safe", async () => {
    expect(storageKeys.subtitles("dQw4w9WgXcQ")).toBe("subtitles/dQw4w9WgXcQ.vtt");
    expect(storageKeys.audio("-abc_12")).toBe("audio/-abc_12.mp3");
    const odd = storageKeys.audio("видео/1");
    expect(odd).toMatch(/^audio\/~[A-Za-z0-9_-]+\.mp3$/);
    await store.put(odd, Buffer.from("mp3"), { contentType: "audio/mpeg" });
    expect(await store.exists(odd)).toBe(true);
  });
});

describe("the folder driver on disk", () => {
  it("writes under DATA_DIR/files, with no temporary files left", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pn-files-"));
    try {
      const store = await createFileStore({ storageUrl: undefined, dataDir });
      expect(store.kind).toBe("folder");
      await store.put("thumbnails/t.jpg", Buffer.from("jpg"), { contentType: "image/jpeg" });
      expect(existsSync(path.join(dataDir, "files", "thumbnails", "t.jpg"))).toBe(true);
      expect(readdirSync(path.join(dataDir, "files", "thumbnails"))).toEqual(["t.jpg"]);
      // A file copied in by hand: its type from the extension, an ETag all the same.
      writeFileSync(path.join(dataDir, "files", "thumbnails", "copied.png"), "png");
      expect(await store.stat("thumbnails/copied.png")).toMatchObject({ size: 3, contentType: "image/png" });
      expect((await store.stat("thumbnails/copied.png"))?.etag).toMatch(/^".+"$/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
