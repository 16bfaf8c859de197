import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { z } from "zod";
import { useAppContext } from "../../../app/app-context";
import { sessionKeyOf } from "../../../app/user-query";
import { ApiRequestError } from "../../../lib/api";
import { useApiQuery } from "../../../lib/api-queries";
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

/**
 * A read of the admin area, cached under the current admin's key of `resource` (what `refresh`
 * refetches); `fresh`: asked again whenever a page shows it (lists that change on their own).
 */
export function useAdminQuery<S extends z.ZodType>(
  resource: AdminResource,
  path: string,
  schema: S,
  {
    fresh = false,
    refetchInterval,
  }: { fresh?: boolean; refetchInterval?: (data: z.output<S> | undefined) => number | false } = {},
) {
  const { key } = useAdminKeys();
  return useApiQuery(key(resource), path, schema, {
    ...(fresh ? { staleTime: 0 } : {}),
    ...(refetchInterval ? { refetchInterval } : {}),
  });
}

/** A change of the admin area: the lists it touches (and "Recent changes") are refetched after, done or failed. */
export function useAdminChange<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  ...resources: AdminResource[]
) {
  const { refresh } = useAdminKeys();
  return useMutation({ mutationFn, onSettled: () => refresh(...resources) });
}

/** The server's answer to a non-admin (401 without a registered session, 403 otherwise). */
export function isAccessDenied(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}
