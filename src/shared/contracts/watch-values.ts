/**
 * The watch contract's values without zod: the watch page's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./watch` re-exports them.
 */

export const watchRoutes = { update: "/api/watchtime/update" } as const;
