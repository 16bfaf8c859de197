/** How many pages `total` rows make at `pageSize` a page; never less than 1 (an empty list has one page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number kept within 1…pageCount (a filter can shrink the list under the current page). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pages));
}

/** The rows of one page (pages count from 1). */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, pageCount(rows.length, pageSize)) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

/**
 * The page numbers to show as buttons (docs/product-rules.md "Constants": 5 for users, 11 for videos): a window of at
 * most `buttons` pages with the current one in the middle where it can be, slid to stay within
 * 1…pages at either end.
 */
export function pageWindow(current: number, pages: number, buttons: number): number[] {
  const total = Math.max(1, pages);
  const size = Math.max(1, Math.min(buttons, total));
  const page = clampPage(current, total);
  const first = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => first + i);
}
