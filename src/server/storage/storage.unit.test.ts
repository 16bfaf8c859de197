import { describe, expect, it } from "vitest";
import { parseStorageUrl } from "./create-file-store";
import { isValidStorageKey, publicFileUrl } from "./file-store";
import { isNotModified, requestedRange } from "./send-stored-file";

describe("STORAGE_URL", () => {
  it("is the folder DATA_DIR/files when unset", () => {
    expect(parseStorageUrl(undefined, "/srv/data")).toEqual({ kind: "folder", dir: "/srv/data/files" });
    expect(parseStorageUrl("file:///mnt/shared/files", "/srv/data")).toEqual({
      kind: "folder",
      dir: "/mnt/shared/files",
    });
  });

  it("reads s3://bucket as AWS S3 with the SDK's own region and credentials", () => {
    expect(parseStorageUrl("s3://ponyatno-files", "/d")).toEqual({
      kind: "s3",
      bucket: "ponyatno-files",
      prefix: "",
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(parseStorageUrl("s3://ponyatno-files?region=eu-central-1&prefix=prod", "/d")).toMatchObject({
      region: "eu-central-1",
      prefix: "prod/",
    });
  });

  it("reads a server of one's own, with its credentials, path-style by default", () => {
    expect(
      parseStorageUrl(
        "s3://AKIA%2FX:se%2Bcret@minio.internal:9000/files?region=us-east-1&forcePathStyle=true",
        "/d",
      ),
    ).toEqual({
      kind: "s3",
      bucket: "files",
      prefix: "",
      endpoint: "https://minio.internal:9000",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIA/X", secretAccessKey: "se+cret" },
    });
    expect(parseStorageUrl("s3+http://k:s@127.0.0.1:4568/files", "/d")).toMatchObject({
      endpoint: "http://127.0.0.1:4568",
      forcePathStyle: true,
    });
    expect(parseStorageUrl("s3://host.example/files?forcePathStyle=false", "/d")).toMatchObject({
      forcePathStyle: false,
    });
  });

  it("refuses what it cannot use, without repeating the secret", () => {
    const bad = [
      "not a url",
      "http://host/bucket",
      "s3://host/bucket/extra",
      "s3://host/B_ucket",
      "s3://key:topsecret@host/bucket?regoin=x",
      "s3://key@host/bucket",
      "s3+http://bucket",
      "s3://bucket?forcePathStyle=yes",
      "s3://bucket?prefix=../up",
      "file://host/folder",
    ];
    for (const url of bad) {
      expect(() => parseStorageUrl(url, "/d"), url).toThrow(/STORAGE_URL/);
    }
    expect(() => parseStorageUrl("s3://key:topsecret@host/bucket?regoin=x", "/d")).not.toThrow(/topsecret/);
  });
});

describe("storage keys", () => {
  it("are relative, URL-safe paths", () => {
    expect(isValidStorageKey("thumbnails/0b5e6c1e-2d2f-4a59-9f0c-6d3f1f7b1c2a.jpg")).toBe(true);
    expect(isValidStorageKey("audio/~0LLQuNC00LXQvg.mp3")).toBe(true);
    expect(isValidStorageKey("thumbnails/%2e%2e/x")).toBe(false);
    expect(publicFileUrl("thumbnails/a.jpg")).toBe("/files/thumbnails/a.jpg");
    expect(() => publicFileUrl("audio/a.mp3")).toThrow();
  });
});

describe("HTTP ranges and validators", () => {
  const info = { size: 100, etag: '"abc"', lastModified: new Date("2026-01-02T03:04:05.678Z") };
  const range = (value: string, extra: Record<string, string> = {}) =>
    requestedRange({ range: value, ...extra }, info);

  it("reads one range, clamped to the file", () => {
    expect(range("bytes=0-9")).toEqual({ start: 0, end: 9 });
    expect(range("bytes=90-")).toEqual({ start: 90, end: 99 });
    expect(range("bytes=50-500")).toEqual({ start: 50, end: 99 });
    expect(range("bytes=-10")).toEqual({ start: 90, end: 99 });
    expect(range("bytes=-1000")).toEqual({ start: 0, end: 99 });
  });

  it("ignores what it cannot serve as one range, and says when a range is past the end", () => {
    expect(requestedRange({}, info)).toBeUndefined();
    expect(range("bytes=0-1,5-6")).toBeUndefined();
    expect(range("bytes=5-1")).toBeUndefined();
    expect(range("items=0-1")).toBeUndefined();
    expect(range("bytes=-")).toBeUndefined();
    expect(range("bytes=100-")).toBe("unsatisfiable");
    expect(range("bytes=-0")).toBe("unsatisfiable");
    expect(requestedRange({ range: "bytes=0-" }, { ...info, size: 0 })).toBe("unsatisfiable");
  });

  it("honours If-Range by ETag or by date", () => {
    expect(range("bytes=0-9", { "if-range": '"abc"' })).toEqual({ start: 0, end: 9 });
    expect(range("bytes=0-9", { "if-range": '"old"' })).toBeUndefined();
    expect(range("bytes=0-9", { "if-range": "Fri, 02 Jan 2026 03:04:05 GMT" })).toEqual({ start: 0, end: 9 });
    expect(range("bytes=0-9", { "if-range": "Fri, 02 Jan 2026 03:04:04 GMT" })).toBeUndefined();
  });

  it("answers 304 for a matching ETag, or a date not before the file's", () => {
    const file = { ...info, contentType: "image/jpeg" };
    expect(isNotModified({ "if-none-match": '"abc"' }, file)).toBe(true);
    expect(isNotModified({ "if-none-match": 'W/"abc", "x"' }, file)).toBe(true);
    expect(isNotModified({ "if-none-match": "*" }, file)).toBe(true);
    expect(
      isNotModified({ "if-none-match": '"x"', "if-modified-since": "Sat, 01 Jan 2050 00:00:00 GMT" }, file),
    ).toBe(false);
    expect(isNotModified({ "if-modified-since": "Fri, 02 Jan 2026 03:04:05 GMT" }, file)).toBe(true);
    expect(isNotModified({ "if-modified-since": "Fri, 02 Jan 2026 03:04:04 GMT" }, file)).toBe(false);
    expect(isNotModified({}, file)).toBe(false);
  });
});
