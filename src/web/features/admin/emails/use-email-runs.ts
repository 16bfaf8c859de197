import { emailRunsResponseSchema, emailRunsRoutes } from "../../../../shared/contracts/email-runs";
import { useAdminQuery } from "../api/admin-keys";

/** GET /api/admin/email-runs: the last runs of the email jobs and the jobs by state. */
export function useEmailRuns() {
  return useAdminQuery("email-runs", emailRunsRoutes.list, emailRunsResponseSchema, { fresh: true });
}
