import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api";

const MAX_RETRIES = 2;

/** Retrying a 4xx cannot help (the answer will be the same); network faults and 5xx may pass. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one client, so that any module can invalidate a query (e.g. the user after watching). */
export const queryClient = createQueryClient();
