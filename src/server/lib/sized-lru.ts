import { LRUCache } from "lru-cache";

/** How a sized LRU has served, for tests and the bench's reading. */
export interface SizedLruStats {
  hits: number;
  misses: number;
  /** Values kept now. */
  entries: number;
  /** The sum of the kept values' sizes (bytes or characters, as `sizeOf` counts). */
  size: number;
}

/**
 * A least-recently-used map bounded by the total size of its values (`lru-cache` with `maxSize`),
 * counting its hits and misses. The server's caches of compressed answers and rendered pages
 * (docs/web-performance.md) keep their values in one of these. A value larger than the whole bound
 * is not kept; a hit makes its value the most recent.
 */
export function createSizedLru<V extends {}>(maxSize: number, sizeOf: (value: V) => number) {
  // lru-cache wants a positive size for every value; an empty one still takes its slot.
  const cache = new LRUCache<string, V>({
    maxSize,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
  });
  let hits = 0;
  let misses = 0;
  const stats: SizedLruStats = {
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    get entries() {
      return cache.size;
    },
    get size() {
      return cache.calculatedSize;
    },
  };
  return {
    stats,
    /** The value kept under `key`, counted as a hit, or undefined, counted as a miss. */
    get(key: string): V | undefined {
      const known = cache.get(key);
      if (known === undefined) misses++;
      else hits++;
      return known;
    },
    set(key: string, value: V): void {
      cache.set(key, value);
    },
  };
}
