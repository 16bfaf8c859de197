import type { UserRow } from "./user-mapper";

/**
 * An admin: a registered account with the admin role. The admin gate's rule
 * (session.ts `requireAdmin`), and every other place that gives admins more: all hidden and
 * scheduled videos, premium ones, no watch-time limits.
 */
export function isAdminUser(user: Pick<UserRow, "is_anonymous" | "roles"> | null | undefined): boolean {
  return !!user && !user.is_anonymous && user.roles.includes("admin");
}

/**
 * Who may play premium videos and take their files: a registered account with premium, or an
 * admin. The player's rule (video/video-access.ts), and the one the grids mark cards playable by.
 */
export function hasPremiumAccess(
  user: Pick<UserRow, "is_anonymous" | "roles" | "premium"> | null | undefined,
): boolean {
  return !!user && !user.is_anonymous && (user.premium || isAdminUser(user));
}
