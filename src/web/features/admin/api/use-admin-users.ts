import { adminUsersResponseSchema, userAdminRoutes } from "../../../../shared/contracts/user-admin";
import { useAdminQuery } from "./admin-keys";

/** GET /api/admin/user: every registered account (filtered, sorted and paged on the page). */
export function useAdminUsers() {
  return useAdminQuery("users", userAdminRoutes.list, adminUsersResponseSchema);
}
