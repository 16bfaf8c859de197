import { createHash } from "node:crypto";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { createSizedLru } from "../lib/sized-lru";

/*
 * Answers compressed once (docs/benchmarks.md "Compressed answers"; decision 012). A browser always
 * asks for compression, and compressing a browse page costs several times what building it does.
 * Most answers repeat: the same page of the grid, the same statistics, a visitor's rendered page.
 * So the compressed bytes are kept by the answer's own bytes: a SHA-256 of the encoding and the
 * content is the key. An answer is only ever sent the compression of exactly the bytes built for its
 * caller, so nothing is shared that the caller would not have been sent anyway (a learner's answer
 * reaches another only if theirs is the same to the byte), and a catalog change, which changes the
 * bytes, needs no invalidation: the old entry is no longer asked for and leaves the LRU.
 */

/** Compressed bytes kept at most (the LRU's bound): ~5,000 grid pages of ~3 KB as Brotli. */
export const COMPRESSED_CACHE_BYTES = 16 * 1024 * 1024;

type CompressSync = (payload: Buffer, options: unknown) => Buffer;

/** How the cache has served, for tests and the bench's reading. */
export interface CompressionCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * A bounded LRU of compressed answers by content (src/server/lib/sized-lru.ts): `wrap` turns zlib's
 * one-shot compressor into one that compresses a content once while it stays in the cache.
 */
export function createCompressionCache(maxBytes = COMPRESSED_CACHE_BYTES) {
  const lru = createSizedLru<Buffer>(maxBytes, (compressed) => compressed.length);
  let sameObjectHits = 0;
  const stats: CompressionCacheStats = {
    get hits() {
      return lru.stats.hits + sameObjectHits;
    },
    get misses() {
      return lru.stats.misses;
    },
    get entries() {
      return lru.stats.entries;
    },
    get bytes() {
      return lru.stats.size;
    },
  };

  return {
    stats,
    wrap(encoding: string, compressSync: CompressSync): CompressSync {
      // The same Buffer sent again (an answer kept whole, as browse-service.ts keeps its answers) is
      // found by the object, without hashing it: the app never changes an answer's bytes once it
      // has sent them, so the object stands for its content. Held weakly: it goes with the answer.
      const byObject = new WeakMap<object, Buffer>();
      return (payload, options) => {
        const isObject = typeof payload === "object" && payload !== null;
        const same = isObject ? byObject.get(payload) : undefined;
        if (same) {
          sameObjectHits++;
          return same;
        }
        const key = `${encoding}:${createHash("sha256").update(payload).digest("base64")}`;
        let compressed = lru.get(key);
        if (!compressed) {
          compressed = compressSync(payload, options);
          lru.set(key, compressed);
        }
        if (isObject) byObject.set(payload, compressed);
        return compressed;
      };
    },
  };
}

export type CompressionCache = ReturnType<typeof createCompressionCache>;

/**
 * @fastify/compress with the app's levels and the cache above. The plugin calls the one-shot
 * compressors of the `zlib` it is given (for answers up to `syncThreshold`); the streams of larger
 * answers (the OpenAPI document) are Node's own, compressed per request.
 */
export async function registerCompression(app: FastifyInstance, cache = createCompressionCache()) {
  await app.register(compress, {
    threshold: 1024,
    // Brotli's default quality (11) suits files compressed once; per answer it costs hundreds of
    // times gzip's CPU for a few per cent fewer bytes. Quality 4 costs about what gzip level 6
    // does and gives smaller bodies (decision 012, measured with scripts/bench's gzip/br targets).
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Answers up to 64 KB (the browse list, a rendered page) are compressed at once on the main
    // thread rather than streamed through zlib's thread pool (the library's default on 2 cores is
    // 8 KB). A stream costs ~5× the CPU of the one-shot call, and each pool thread's own malloc
    // arena kept the server ~100 MB over its 400 MB goal after a bench run (decision 012).
    syncThreshold: 64 * 1024,
    zlib: {
      brotliCompressSync: cache.wrap("br", zlib.brotliCompressSync as CompressSync),
      gzipSync: cache.wrap("gzip", zlib.gzipSync as CompressSync),
      deflateSync: cache.wrap("deflate", zlib.deflateSync as CompressSync),
    },
  });
  return cache;
}
