import { useQuery } from "@tanstack/react-query";
import { adminRoutes, auditResponseSchema } from "../../../../shared/contracts/admin";
import { apiRequest } from "../../../lib/api";
import { useAdminKeys } from "./admin-keys";

/**
 * GET /api/admin/audit: the 20 most recent admin actions. The hub also reads its status to decide
 * who sees the admin area: the server's 401/403 shows "Admins only".
 */
export function useAudit() {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: key("audit"),
    queryFn: ({ signal }) => apiRequest(adminRoutes.audit, auditResponseSchema, { signal }),
    staleTime: 0,
  });
}
