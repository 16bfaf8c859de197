import { adminRoutes, auditResponseSchema } from "../../../../shared/contracts/admin";
import { useAdminQuery } from "./admin-keys";

/**
 * GET /api/admin/audit: the 20 most recent admin actions. The hub also reads its status to decide
 * who sees the admin area: the server's 401/403 shows "Admins only".
 */
export function useAudit() {
  return useAdminQuery("audit", adminRoutes.audit, auditResponseSchema, { fresh: true });
}
