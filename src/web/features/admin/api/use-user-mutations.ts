import {
  type AdminRejectClaimRequest,
  type AdminUserUpdateRequest,
  adminUserActionResponseSchema,
  userAdminRoutes,
} from "../../../../shared/contracts/user-admin";
import { apiRequest } from "../../../lib/api";
import { useDownload } from "../../../lib/api-queries";
import { useAdminChange } from "./admin-keys";

/** A user admin call: a POST whose answer is the same for each (its message, and the row it changed). */
function userAction(path: string, body: unknown) {
  return apiRequest(path, adminUserActionResponseSchema, { body });
}

/** POST /api/admin/user/update (name, premium, last payment date); the list is refetched after. */
export function useUpdateUser() {
  return useAdminChange((body: AdminUserUpdateRequest) => userAction(userAdminRoutes.update, body), "users");
}

/** POST /api/admin/user/delete by email; the list is refetched after. */
export function useDeleteUser() {
  return useAdminChange((email: string) => userAction(userAdminRoutes.delete, { email }), "users");
}

/** POST /api/admin/user/reject-claim: the reason is mailed; the list is refetched after. */
export function useRejectClaim() {
  return useAdminChange(
    (body: AdminRejectClaimRequest) => userAction(userAdminRoutes.rejectClaim, body),
    "users",
  );
}

/** POST /api/admin/user/send-status-email by email; "Recent changes" is refetched after. */
export function useSendStatusEmail() {
  return useAdminChange((email: string) => userAction(userAdminRoutes.sendStatusEmail, { email }));
}

/** GET /api/admin/user/export-csv, saved as users.csv (docs/api.md). */
export function useExportUsers() {
  return useDownload(
    () => userAdminRoutes.exportCsv,
    () => "users.csv",
  );
}
