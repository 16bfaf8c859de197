/**
 * Paths with a video's (or another record's) id in them, written once as the server registers
 * them (`/api/video/:id`), and filled in by the web app from the same pattern: no second
 * hand-written copy of a path. Zod-free, for the first screen's script (docs/architecture.md,
 * "Adding a call").
 */
export type IdPattern = `${string}:id${string}`;

/** The function that puts an id (URL-encoded) into `pattern`'s `:id`. */
export function withId(pattern: IdPattern): (id: string) => string {
  return (id) => pattern.replace(":id", encodeURIComponent(id));
}

/** A table of patterns with each `:id` pattern made its filler and each other path kept as it is. */
export type RoutesOf<P> = { readonly [K in keyof P]: P[K] extends IdPattern ? (id: string) => string : P[K] };

/** `withId` over a whole table of patterns, so that a contract lists its paths once. */
export function routesOf<const P extends Record<string, string>>(patterns: P): RoutesOf<P> {
  return Object.fromEntries(
    Object.entries(patterns).map(([name, path]) => [
      name,
      path.includes(":id") ? withId(path as IdPattern) : path,
    ]),
  ) as RoutesOf<P>;
}
