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
