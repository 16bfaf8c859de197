import { createWeakMemo } from "../../lib/weak-memo";
import type { BrowseFilter, BrowseScope } from "../catalog-index/index";

/*
 * Browse results kept by what they are computed from (docs/benchmarks.md "At 100,000 videos"): a
 * page of ordinals or the statistics' counts are a function of the index, the caller's scope (the
 * bitsets of what they may see and have not watched), the order and the filter. The scope's
 * bitsets are made once per index and per moment of the caller's state (browse-service.ts
 * `withoutHidden`, `unwatchedVideos`, the catalog's `visibleTo`), so they are the key themselves:
 * a caller whose scope differs never reaches another's results, and a catalog change (a new
 * index, so new bitsets) or a change of the caller's state leaves the old results to the garbage
 * collector with their bitsets.
 */

/** Results kept per scope (and order): the last filters asked, scrolling and toggling back. */
const KEPT_PER_SCOPE = 32;

/** Stands for "no set" (a caller who has watched nothing, a statistics call with no order). */
const NONE = {};

/**
 * The filter as a key: every field of it but the order (the memo's own key) and the page (only a
 * list's). Every other field is in, so a filter field added later changes the key by itself.
 */
export function filterKey(filter: BrowseFilter, withPage: boolean): string {
  const { sort: _order, page, ...results } = filter;
  return JSON.stringify([results, withPage ? page : 0]);
}

export function createScopeMemo<T>() {
  const byScope = createWeakMemo<Map<string, T>>();
  return (scope: BrowseScope, order: object | null, key: string, make: () => T): T => {
    const results = byScope([scope.visible, scope.unwatched ?? NONE, order ?? NONE], () => new Map());
    const known = results.get(key);
    if (known !== undefined) {
      // Most recently used last: a Map keeps insertion order, its first key is the oldest.
      results.delete(key);
      results.set(key, known);
      return known;
    }
    const made = make();
    results.set(key, made);
    if (results.size > KEPT_PER_SCOPE) results.delete(results.keys().next().value as string);
    return made;
  };
}
