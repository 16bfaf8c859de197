/**
 * Who is calling, as both the server (a user row) and the web (the `/api/user` answer) know it:
 * the roles of the account, whether it has premium, and whether it is a visitor without an
 * account (left out: a registered account).
 */
export interface AccessCaller {
  roles: readonly string[];
  premium?: boolean;
  isAnonymous?: boolean;
}

/**
 * An admin: a registered account with the admin role. The admin gate's rule, and every other place
 * that gives admins more: all hidden and scheduled videos, premium ones, no watch-time limits.
 */
export function isAdmin(caller: Pick<AccessCaller, "roles" | "isAnonymous"> | null | undefined): boolean {
  return !!caller && caller.isAnonymous !== true && caller.roles.includes("admin");
}

/**
 * Who may play premium videos and take their files: a registered account with premium, or an
 * admin (docs/product-rules.md).
 */
export function hasPremiumAccess(caller: AccessCaller | null | undefined): boolean {
  return !!caller && caller.isAnonymous !== true && (caller.premium === true || isAdmin(caller));
}
