/** Who loads a page: a new visitor, a signed-in learner with some history, or an admin. */
export type Visitor = "anonymous" | "learner" | "admin";

export interface BenchPage {
  /** What BENCH_WEB_PAGES calls it. */
  name: string;
  path: string;
  visitor: Visitor;
}

/** The pages docs/web-performance.md measures, in the order they are measured. */
export function benchPages(freeVideoId: string): BenchPage[] {
  return [
    { name: "browse", path: "/browse", visitor: "anonymous" },
    { name: "watch", path: `/watch/${encodeURIComponent(freeVideoId)}`, visitor: "anonymous" },
    { name: "progress", path: "/progress", visitor: "learner" },
    { name: "admin", path: "/admin/video", visitor: "admin" },
  ];
}

/** The names BENCH_WEB_PAGES accepts (the watch page's path depends on the catalog). */
export const PAGE_NAMES = ["browse", "watch", "progress", "admin"] as const;

/**
 * BENCH_WEB_PAGES=browse,progress (names, or paths such as /admin/video) measures only those
 * pages; unset or empty: all of them. An unknown word stops the run before anything starts.
 */
export function selectedNames(spec: string | undefined): string[] {
  const words = (spec ?? "")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 0) return [...PAGE_NAMES];
  const names = words.map((word) => {
    // "/watch/moy-gorod" and "/admin/video" name their page by the first segment.
    const first = word.replace(/^\/+/, "").split("/", 1)[0] ?? "";
    const known = PAGE_NAMES.find((n) => n === first);
    if (!known) {
      throw new Error(`BENCH_WEB_PAGES: unknown page "${word}"; use some of ${PAGE_NAMES.join(", ")}.`);
    }
    return known;
  });
  return PAGE_NAMES.filter((n) => names.includes(n));
}
