import { useQuery } from "@tanstack/react-query";
import { adminUsersResponseSchema, userAdminRoutes } from "../../../../shared/contracts/user-admin";
import { apiRequest } from "../../../lib/api";
import { useAdminKeys } from "./admin-keys";

/** GET /api/admin/user: every registered account (filtered, sorted and paged on the page). */
export function useAdminUsers() {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: key("users"),
    queryFn: ({ signal }) => apiRequest(userAdminRoutes.list, adminUsersResponseSchema, { signal }),
  });
}
