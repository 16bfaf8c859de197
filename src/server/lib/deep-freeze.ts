/**
 * `value` and everything in it made read-only (plain data: objects and arrays). For an answer that
 * is kept and given to many callers as the very same object (a page is then found by it:
 * plugins/page-cache.ts): a change by one of them would throw instead of reaching the others.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
