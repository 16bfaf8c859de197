import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";
import { RENDER_REUSE_MS } from "./render-cache";

const LIST = "/api/browse/videos?page=1";
const STATISTICS = "/api/browse/statistics?";

/** First-screen answers by their paths, as a page's preparation asks for them. */
const asked = (entries: [string, unknown][]) => new Map(entries);

describe("createPageCache", () => {
  it("names a page by its answers' objects once they have been seen, and by its text", () => {
    const pages = createPageCache({ now: () => 0 });
    const list = { videos: [] };
    const statistics = { total: 0 };
    const both = asked([
      [STATISTICS, statistics],
      [LIST, list],
    ]);
    // The first view of these answers: made for it alone, as far as the cache can tell.
    expect(pages.keyOf("/browse", both)).toBeNull();
    const key = pages.keyOf("/browse", both);
    expect(key).not.toBeNull();
    // The order the answers came in is not part of the page.
    const reordered = asked([
      [LIST, list],
      [STATISTICS, statistics],
    ]);
    expect(pages.keyOf("/browse", reordered)).toBe(key);

    // Equal content in another object is another page: identity is what is kept whole.
    expect(
      pages.keyOf(
        "/browse",
        asked([
          [LIST, { videos: [] }],
          [STATISTICS, statistics],
        ]),
      ),
    ).toBeNull();
    expect(pages.keyOf("/browse?level=1", both)).not.toBe(key);
  });

  it("keeps no page with an answer that is no object, and keeps a page of no answers by its text", () => {
    const pages = createPageCache({ now: () => 0 });
    expect(pages.keyOf("/watch/x", asked([["/api/video/x", undefined]]))).toBeNull();
    expect(pages.keyOf("/watch/x", asked([["/api/video/x", null]]))).toBeNull();
    expect(pages.keyOf("/about", asked([]))).toBe(pages.keyOf("/about", asked([])));
  });

  it("gives the same answers another key in the next minute, as the render's clock moves on", () => {
    let now = 5;
    const pages = createPageCache({ now: () => now });
    const answers = asked([[LIST, {}]]);
    pages.keyOf("/browse", answers);
    const key = pages.keyOf("/browse", answers);
    now += RENDER_REUSE_MS;
    expect(pages.keyOf("/browse", answers)).not.toBe(key);
  });

  it("finds a kept page by asking its paths again while every answer is the same object", async () => {
    const pages = createPageCache({ now: () => 0 });
    const answers: Record<string, unknown> = { [LIST]: { videos: [1] }, [STATISTICS]: { total: 1 } };
    const get = async (path: string) => answers[path];
    const first = asked(Object.entries(answers));
    // Nothing kept yet: the first views are prepared.
    expect(await pages.find("/browse", get)).toBeUndefined();
    expect(pages.keyOf("/browse", first)).toBeNull();
    const key = pages.keyOf("/browse", first)!;
    const html = Buffer.from("<html>");
    pages.set(key, html);
    expect(await pages.find("/browse", get)).toBe(html);
    // Another text is another page.
    expect(await pages.find("/browse?level=1", get)).toBeUndefined();

    // A new answer (the catalog changed): not the kept page, and not marked seen by the look-up.
    answers[LIST] = { videos: [2] };
    expect(await pages.find("/browse", get)).toBeUndefined();
    expect(pages.keyOf("/browse", asked(Object.entries(answers)))).toBeNull();
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
