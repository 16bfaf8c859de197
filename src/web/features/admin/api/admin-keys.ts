import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useAppContext } from "../../../app/app-context";
import { ApiRequestError } from "../../../lib/api";

/** What an admin query or list is about; each is one cache entry. */
export type AdminResource =
  | "audit"
  | "users"
  | "videos"
  | "video-options"
  | "topics"
  | "speakers"
  | "channels";

/**
 * Admin queries are keyed by the signed-in user: after a log-out or a switch of account nothing
 * cached for the admin is shown to the next person, and the server is asked again.
 */
export function adminQueryKey(userId: string, resource: AdminResource) {
  return ["admin", userId, resource] as const;
}

/** The current user's admin keys, and the refresh that follows every change. */
export function useAdminKeys() {
  const { user } = useAppContext();
  const queryClient = useQueryClient();
  const userId = user.id;
  const key = useCallback((resource: AdminResource) => adminQueryKey(userId, resource), [userId]);
  /** Refetches the lists a change touched, and "Recent changes" (every change is audited). */
  const refresh = useCallback(
    (...resources: AdminResource[]) =>
      Promise.all(
        [...resources, "audit" as const].map((r) =>
          queryClient.invalidateQueries({ queryKey: adminQueryKey(userId, r) }),
        ),
      ).then(() => undefined),
    [queryClient, userId],
  );
  return useMemo(() => ({ key, refresh, queryClient }), [key, refresh, queryClient]);
}

/** The server's answer to a non-admin (401 without a registered session, 403 otherwise). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}
