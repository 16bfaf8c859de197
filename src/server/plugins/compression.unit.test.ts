import { brotliCompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createCompressionCache } from "./compression";

const answer = (text: string) => Buffer.from(JSON.stringify({ text: text.repeat(200) }));

/** A cache with a Brotli compressor that counts its calls. */
function countingBrotli() {
  const cache = createCompressionCache();
  let count = 0;
  const br = cache.wrap("br", (payload) => {
    count++;
    return brotliCompressSync(payload);
  });
  return { cache, br, calls: () => count };
}

describe("createCompressionCache", () => {
  it("compresses a content once and sends the same bytes again", () => {
    const { cache, br, calls } = countingBrotli();
    const first = br(answer("привет"), {});
    // Another buffer with the same bytes: the content is the key, not the object.
    const again = br(answer("привет"), {});
    expect(again).toEqual(brotliCompressSync(answer("привет")));
    expect(again).toBe(first);
    expect(calls()).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it("finds the same answer object again without hashing it", () => {
    const { cache, br, calls } = countingBrotli();
    const kept = answer("кот");
    const first = br(kept, {});
    // Changed in place (which the app never does to an answer it sent): the object is the key, so
    // the first compression comes back; the hash of the new bytes would have missed.
    kept.fill(0x20);
    expect(br(kept, {})).toBe(first);
    expect(calls()).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it("keeps each encoding of a content apart, and each content apart", () => {
    const cache = createCompressionCache();
    const br = cache.wrap("br", (payload) => brotliCompressSync(payload));
    const gzip = cache.wrap("gzip", (payload) => gzipSync(payload));
    expect(gzip(answer("a"), {})).toEqual(gzipSync(answer("a")));
    expect(br(answer("a"), {})).toEqual(brotliCompressSync(answer("a")));
    expect(br(answer("b"), {})).toEqual(brotliCompressSync(answer("b")));
    expect(cache.stats).toMatchObject({ hits: 0, misses: 3, entries: 3 });
  });

  it("drops the least recently used content past its bound", () => {
    const cache = createCompressionCache(250);
    // Incompressible-sized stand-ins of 100 bytes each: two fit.
    let calls = 0;
    const fake = cache.wrap("br", () => {
      calls++;
      return Buffer.alloc(100, calls);
    });
    fake(answer("a"), {});
    fake(answer("b"), {});
    fake(answer("a"), {}); // a is now the most recent
    fake(answer("c"), {}); // b leaves
    expect(cache.stats).toMatchObject({ entries: 2, bytes: 200 });
    fake(answer("a"), {});
    expect(calls).toBe(3);
    fake(answer("b"), {});
    expect(calls).toBe(4);
  });
});
