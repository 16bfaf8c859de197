import type { FastifyRequest } from "fastify";
import { ADMIN_API_PREFIX } from "../../../shared/contracts/admin";
import type { UserRow } from "../user/index";

/*
 * What a module's admin routes use of the gate (admin-plugin.ts). A leaf: the modules import it,
 * and the gate imports the modules, so no import goes back.
 */

const admins = new WeakMap<FastifyRequest, UserRow>();

/**
 * A contract's admin path as a route inside the gate registers it (the gate adds the prefix):
 * "/api/admin/user" → "/user". A path outside the prefix would not be gated, so it is refused.
 */
export function adminPath(path: string): string {
  if (!path.startsWith(`${ADMIN_API_PREFIX}/`))
    throw new Error(`${path} is not under ${ADMIN_API_PREFIX}/: an admin route must be.`);
  return path.slice(ADMIN_API_PREFIX.length);
}

/** The gate's note of who passed it. */
export function rememberAdmin(request: FastifyRequest, admin: UserRow): void {
  admins.set(request, admin);
}

/** The admin making this call (for the audit log): the gate has checked them before any handler. */
export function adminCaller(request: FastifyRequest): UserRow {
  const admin = admins.get(request);
  if (!admin) throw new Error("adminCaller is used by a route outside the admin gate.");
  return admin;
}
