import { useQuery } from "@tanstack/react-query";
import { emailRunsResponseSchema, emailRunsRoutes } from "../../../../shared/contracts/email-runs";
import { apiRequest } from "../../../lib/api";
import { useAdminKeys } from "../api/admin-keys";

/** GET /api/admin/email-runs: the last runs of the email jobs and the jobs by state. */
export function useEmailRuns() {
  const { key } = useAdminKeys();
  return useQuery({
    queryKey: key("email-runs"),
    queryFn: ({ signal }) => apiRequest(emailRunsRoutes.list, emailRunsResponseSchema, { signal }),
    staleTime: 0,
  });
}
