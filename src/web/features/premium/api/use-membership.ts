import { useQuery } from "@tanstack/react-query";
import { membershipResponseSchema, premiumRoutes } from "../../../../shared/contracts/premium";
import { apiRequest } from "../../../lib/api";

/** GET /api/patreon/membership: the creator page where learners become patrons (a server setting). */
export function useMembership() {
  return useQuery({
    queryKey: ["patreon", "membership"],
    queryFn: () => apiRequest(premiumRoutes.membership, membershipResponseSchema),
    // A setting: it changes with a restart of the server, not while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
