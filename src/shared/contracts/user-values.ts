/**
 * The user contract's values without zod: the first screen's script imports these, so that zod
 * stays out of it (docs/architecture.md, "Adding a call"). `./user` re-exports them.
 */

/** Route paths of the user and sign-in calls (docs/api.md). */
export const userRoutes = {
  current: "/api/user",
  sendCode: "/api/user/send-code",
  register: "/api/user/register",
  login: "/api/user/login",
  logout: "/api/user/logout",
  update: "/api/user/update",
  deleteAccount: "/api/user/delete",
} as const;
