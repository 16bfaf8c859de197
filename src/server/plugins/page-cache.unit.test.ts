import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";
import { RENDER_REUSE_MS } from "./render-cache";

describe("createPageCache", () => {
  it("names a page by its answers' objects once they have been seen, and by its text", () => {
    const pages = createPageCache({ now: () => 0 });
    const list = { videos: [] };
    const statistics = { total: 0 };
    // The first view of these answers: made for it alone, as far as the cache can tell.
    expect(pages.keyOf("/browse", [list, statistics])).toBeNull();
    const key = pages.keyOf("/browse", [list, statistics]);
    expect(key).not.toBeNull();
    expect(pages.keyOf("/browse", [list, statistics])).toBe(key);

    // Equal content in another object is another page: identity is what is kept whole.
    expect(pages.keyOf("/browse", [{ videos: [] }, statistics])).toBeNull();
    expect(pages.keyOf("/browse", [statistics, list])).not.toBe(key);
    expect(pages.keyOf("/browse?level=1", [list, statistics])).not.toBe(key);
  });

  it("keeps no page with an answer that is no object, and keeps a page of no answers by its text", () => {
    const pages = createPageCache({ now: () => 0 });
    expect(pages.keyOf("/watch/x", [undefined])).toBeNull();
    expect(pages.keyOf("/watch/x", [{}, null])).toBeNull();
    expect(pages.keyOf("/about", [])).toBe(pages.keyOf("/about", []));
  });

  it("gives the same answers another key in the next minute, as the render's clock moves on", () => {
    let now = 5;
    const pages = createPageCache({ now: () => now });
    const list = {};
    pages.keyOf("/browse", [list]);
    const key = pages.keyOf("/browse", [list]);
    now += RENDER_REUSE_MS;
    expect(pages.keyOf("/browse", [list])).not.toBe(key);
  });

  it("sends back the very Buffer it kept, and drops the least recently used past its bound", () => {
    const pages = createPageCache({ maxBytes: 250, now: () => 0 });
    const html = Buffer.alloc(100, "a");
    pages.set("a", html);
    expect(pages.get("a")).toBe(html);
    pages.set("b", Buffer.alloc(100, "b"));
    pages.set("c", Buffer.alloc(100, "c"));
    expect(pages.get("a")).toBeUndefined();
    expect(pages.get("c")).toBeDefined();
  });
});
