import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useAppContext } from "../../../app/app-context";
import { sessionKeyOf } from "../../../app/user-query";
import { ApiRequestError } from "../../../lib/api";
import { type AdminResource, adminQueryKey } from "../../../lib/query-keys";

/** The current user's admin keys, and the refresh that follows every change. */
export function useAdminKeys() {
  const { user } = useAppContext();
  const queryClient = useQueryClient();
  const session = sessionKeyOf(user);
  const key = useCallback((resource: AdminResource) => adminQueryKey(session, resource), [session]);
  /** Refetches the lists a change touched, and "Recent changes" (every change is audited). */
  const refresh = useCallback(
    (...resources: AdminResource[]) =>
      Promise.all(
        [...resources, "audit" as const].map((r) =>
          queryClient.invalidateQueries({ queryKey: adminQueryKey(session, r) }),
        ),
      ).then(() => undefined),
    [queryClient, session],
  );
  return useMemo(() => ({ key, refresh, queryClient }), [key, refresh, queryClient]);
}

/** The server's answer to a non-admin (401 without a registered session, 403 otherwise). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}
