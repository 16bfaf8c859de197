import {
  type AccessCaller,
  hasPremiumAccess as callerHasPremiumAccess,
  isAdmin,
} from "../../../shared/domain/roles";
import type { UserRow } from "./user-mapper";

type RoleFields = Pick<UserRow, "is_anonymous" | "roles"> & Partial<Pick<UserRow, "premium">>;

/** A user row as the shared access rule reads callers (src/shared/domain/roles.ts). */
export function accessCallerOf(user: RoleFields | null | undefined): AccessCaller | null {
  return user ? { roles: user.roles, premium: user.premium ?? false, isAnonymous: user.is_anonymous } : null;
}

/** The shared `isAdmin` of a user row: the admin gate's rule (session.ts `requireAdmin`). */
export function isAdminUser(user: Pick<UserRow, "is_anonymous" | "roles"> | null | undefined): boolean {
  return isAdmin(accessCallerOf(user));
}

/** The shared `hasPremiumAccess` of a user row. */
export function hasPremiumAccess(
  user: Pick<UserRow, "is_anonymous" | "roles" | "premium"> | null | undefined,
): boolean {
  return callerHasPremiumAccess(accessCallerOf(user));
}
