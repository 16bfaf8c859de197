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
 * A kept page also keeps the paths its first screen asked for, by its text: a later view asks
 * them again (the kept answers: a few look-ups) and, when each is still the very object the page
 * was made of, sends the page without preparing its first screen at all (`find`): no query client,
 * no dehydration, next to no garbage per view.
 *
 * An answer made for one view alone (a learner's progress, an answer read through `inject`) is a
 * new object each time: such a page is never looked up again, so it is not kept (`keyOf` null).
 */

/** Bytes of page HTML kept at most (the LRU's bound): ~100 pages of ~40 KB. */
export const PAGE_CACHE_BYTES = 4 * 1024 * 1024;

/** Characters of kept pages' paths at most (a few thousand pages' worth). */
const PATHS_KEPT_CHARS = 256 * 1024;

export interface PageCacheOptions {
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({ maxBytes = PAGE_CACHE_BYTES, now = Date.now }: PageCacheOptions = {}) {
  const lru = createSizedLru<Buffer>(maxBytes, (page) => page.length);
  // A number per answer object, held weakly: the key names the objects without holding them.
  const ids = new WeakMap<object, number>();
  let nextId = 1;
  // The paths a kept page's first screen asked for, by its text: a page is a function of its text
  // and its answers (the paths follow from the URL and the caller), so a later view asks them
  // again and finds the page without preparing it.
  const pathsByText = createSizedLru<string[]>(PATHS_KEPT_CHARS, (paths) => paths.join("").length);

  /** The key of `answers` (in the order of their sorted paths) with `text`, or null (see keyOf). */
  const keyFrom = (text: string, answers: readonly unknown[], mark: boolean): string | null => {
    let seen = true;
    const named: number[] = [];
    for (const answer of answers) {
      if (typeof answer !== "object" || answer === null) return null;
      let id = ids.get(answer);
      if (id === undefined) {
        if (!mark) return null;
        id = nextId++;
        ids.set(answer, id);
        seen = false;
      }
      named.push(id);
    }
    if (!seen) return null;
    return `${Math.floor(now() / RENDER_REUSE_MS)}\n${named.join(",")}\n${text}`;
  };

  return {
    stats: lru.stats,
    /**
     * The key of a page made of `asked` (its first screen's answers by their paths) and of `text`
     * (everything else it is made of, its URL first), in this minute; null when an answer is no
     * object or was not seen before (made for this view, or its first view: that one is rendered
     * as before). With a key, the paths are kept for `find`.
     */
    keyOf(text: string, asked: ReadonlyMap<string, unknown>): string | null {
      const paths = [...asked.keys()].sort();
      const key = keyFrom(
        text,
        paths.map((path) => asked.get(path)),
        true,
      );
      if (key !== null) pathsByText.set(text, paths);
      return key;
    },
    /**
     * The kept page for `text` whose answers, asked again through `get`, are still the very
     * objects it was made of; undefined otherwise (the page is then prepared as before).
     */
    async find(text: string, get: (path: string) => Promise<unknown>): Promise<Buffer | undefined> {
      const paths = pathsByText.get(text);
      if (!paths) return undefined;
      const key = keyFrom(text, await Promise.all(paths.map(get)), false);
      return key === null ? undefined : lru.get(key);
    },
    get: (key: string) => lru.get(key),
    set: (key: string, page: Buffer) => lru.set(key, page),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
