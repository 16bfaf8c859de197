import { createSizedLru } from "../lib/sized-lru";
import { RENDER_REUSE_MS } from "./render-cache";

/*
 * Pages kept whole (docs/web-performance.md "Pages kept whole"). A page's HTML is a function of
 * its URL, the caller's part of its data (who is calling, the layout, the watch page's choices),
 * the answers of its first-screen calls and the minute (render-cache.ts). The browse answers are
 * kept whole by the server (browse-service.ts keeps their bytes, first-screen.ts their parsed
 * objects), so the same grid for the same moment is the very same object: a visitor's /browse is
 * then found by those objects' identities and a short text, without writing its data's JSON again,
 * escaping it, hashing it, rendering or assembling the page, and it is the very same Buffer, which
 * the compression cache finds by the object too (compression.ts).
 *
 * An answer made for one view alone (a learner's progress, an answer read through `inject`) is a
 * new object each time: such a page is never looked up again, so it is not kept (`keyOf` null).
 */

/** Bytes of page HTML kept at most (the LRU's bound): ~100 pages of ~40 KB. */
export const PAGE_CACHE_BYTES = 4 * 1024 * 1024;

export interface PageCacheOptions {
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({ maxBytes = PAGE_CACHE_BYTES, now = Date.now }: PageCacheOptions = {}) {
  const lru = createSizedLru<Buffer>(maxBytes, (page) => page.length);
  // A number per answer object, held weakly: the key names the objects without holding them.
  const ids = new WeakMap<object, number>();
  let nextId = 1;

  return {
    stats: lru.stats,
    /**
     * The key of a page made of `answers` and of `text` (everything else it is made of, its URL
     * first), in this minute; null when an answer is no object or was not seen before (made for
     * this view, or its first view: that one is rendered as before).
     */
    keyOf(text: string, answers: readonly unknown[]): string | null {
      let seen = true;
      const named: number[] = [];
      for (const answer of answers) {
        if (typeof answer !== "object" || answer === null) return null;
        let id = ids.get(answer);
        if (id === undefined) {
          id = nextId++;
          ids.set(answer, id);
          seen = false;
        }
        named.push(id);
      }
      if (!seen) return null;
      return `${Math.floor(now() / RENDER_REUSE_MS)}\n${named.join(",")}\n${text}`;
    },
    get: (key: string) => lru.get(key),
    set: (key: string, page: Buffer) => lru.set(key, page),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
