import {
  type AdminRejectClaimRequest,
  type AdminUserUpdateRequest,
  adminUserActionResponseSchema,
  userAdminRoutes,
} from "../../../../shared/contracts/user-admin";
import { apiRequest } from "../../../lib/api";
import { useDownload } from "../../../lib/api-queries";
import { useAdminChange } from "./admin-keys";

/** POST /api/admin/user/update (name, premium, last payment date); the list is refetched after. */
export function useUpdateUser() {
  return useAdminChange(
    (body: AdminUserUpdateRequest) =>
      apiRequest(userAdminRoutes.update, adminUserActionResponseSchema, { body }),
    "users",
  );
}

/** POST /api/admin/user/delete by email; the list is refetched after. */
export function useDeleteUser() {
  return useAdminChange(
    (email: string) => apiRequest(userAdminRoutes.delete, adminUserActionResponseSchema, { body: { email } }),
    "users",
  );
}

/** POST /api/admin/user/reject-claim: the reason is mailed; the list is refetched after. */
export function useRejectClaim() {
  return useAdminChange(
    (body: AdminRejectClaimRequest) =>
      apiRequest(userAdminRoutes.rejectClaim, adminUserActionResponseSchema, { body }),
    "users",
  );
}

/** POST /api/admin/user/send-status-email by email; "Recent changes" is refetched after. */
export function useSendStatusEmail() {
  return useAdminChange((email: string) =>
    apiRequest(userAdminRoutes.sendStatusEmail, adminUserActionResponseSchema, { body: { email } }),
  );
}

/** GET /api/admin/user/export-csv, saved as users.csv (docs/api.md). */
export function useExportUsers() {
  return useDownload(
    () => userAdminRoutes.exportCsv,
    () => "users.csv",
  );
}
