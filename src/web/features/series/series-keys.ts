// Kept out of lib/query-keys.ts (the shell's script, within /browse's budget): no first screen reads them.

/** Every series query starts with this; the admin's series changes invalidate it. */
export const SERIES_QUERY_ROOT = "series";

/** The series queries: their answers carry the user's watched marks and access. */
export function seriesQueryKey(userId: string, ...what: string[]) {
  return [SERIES_QUERY_ROOT, userId, ...what] as const;
}
