import type { UserRow } from "./user-mapper";

/**
 * An admin: a registered account with the admin role. The admin gate's rule
 * (session.ts `requireAdmin`), and every other place that gives admins more: all hidden and
 * scheduled videos, premium ones, no watch-time limits.
 */
export function isAdminUser(user: Pick<UserRow, "is_anonymous" | "roles"> | null | undefined): boolean {
  return !!user && !user.is_anonymous && user.roles.includes("admin");
}
