import { useQuery } from "@tanstack/react-query";
import type { User } from "../../shared/contracts/user";
import { userRoutes } from "../../shared/contracts/user-values";
import { apiRequestFirstScreen } from "../lib/api";
import { queryClient } from "../lib/query-client";
import { browserTimeZone } from "../lib/time-zone";

/**
 * Query key of the current user. Anything that changes the user's totals (watch time, goals,
 * off-platform input) invalidates it so the top bar updates without a reload.
 */
export const userQueryKey = ["user"] as const;

/**
 * Who is signed in, as the queries whose answers depend on it are keyed (the admin area's:
 * features/admin/api/admin-keys.ts): the account, whether it is registered, its roles. After a
 * log-in, a log-out or a change of role nothing cached is shown to the next person.
 */
export function sessionKeyOf(user: Pick<User, "id" | "isAnonymous" | "roles">): string {
  return `${user.id} ${user.isAnonymous ? "anonymous" : "registered"} ${user.roles.join(",")}`;
}

/** The contract's schema, loaded only where answers are parsed (under tests): see apiRequestFirstScreen. */
const loadUserSchema = () => import("../../shared/contracts/user").then((m) => m.userSchema);

/** POST /api/user: loads the visitor, creating an anonymous user on the first visit. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  const body = { timezone: browserTimeZone() };
  return apiRequestFirstScreen(userRoutes.current, loadUserSchema, { body, signal, beforeSession: true });
}

export function useCurrentUser() {
  return useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // main.tsx prefetches with retries already; a failure then shows the error screen at once.
    retryOnMount: false,
  });
}

/** Marks the user stale and refetches it now (top bar totals, roles after sign-in). */
export function invalidateUser(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userQueryKey });
}
