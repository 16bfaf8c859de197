import { createHash } from "node:crypto";
import { createSizedLru } from "../lib/sized-lru";
import type { RenderedPage } from "./page-renderer";

/*
 * First screens rendered once (docs/web-performance.md "Rendered pages, rendered once"). The render
 * (React on the server) is most of a page view's cost, and it is a function of the page's URL and
 * its first-screen data alone (src/web/entry-server.tsx), save the clock a few parts read (an
 * admin's "Scheduled" badge, the day /progress shows). So a render is kept by the hash of the URL,
 * the data's JSON (exactly what the page carries) and the minute: a visitor's page, the same for
 * every visitor of that moment, is rendered once a minute at most; a learner's whenever their data
 * changes. Nothing a caller did not send is reused for them: the same data is the same page.
 */

/** Characters of rendered HTML kept at most (the LRU's bound): ~250 pages of ~30 KB. */
export const RENDER_CACHE_CHARS = 8 * 1024 * 1024;

/** How long a render may be reused for the same data: the parts that read the clock are no finer. */
export const RENDER_REUSE_MS = 60_000;

export interface RenderCacheOptions {
  maxChars?: number;
  now?: () => number;
}

export function createRenderCache({
  maxChars = RENDER_CACHE_CHARS,
  now = Date.now,
}: RenderCacheOptions = {}) {
  // A page the app renders itself (no HTML) still takes a slot: sized-lru counts it as 1.
  const lru = createSizedLru<RenderedPage>(maxChars, (page) => page.html?.length ?? 0);

  return {
    stats: lru.stats,
    /** The page `url` rendered from the data whose JSON is `json`: kept, or made by `render`. */
    async render(
      url: string,
      json: string,
      render: () => Promise<RenderedPage | null>,
    ): Promise<RenderedPage | null> {
      const minute = Math.floor(now() / RENDER_REUSE_MS);
      const key = createHash("sha256").update(`${minute}\n${url}\n`).update(json).digest("base64");
      const known = lru.get(key);
      if (known) return known;
      const page = await render();
      if (page) lru.set(key, page);
      return page;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
