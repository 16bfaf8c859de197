// Without zod: the web app's first screen reads these without loading the contract's schemas.

/** GET /api/user/completion: how much of the catalog the learner has covered (docs/progress.md "Completion"). */
export const completionRoutes = {
  completion: "/api/user/completion",
} as const;
