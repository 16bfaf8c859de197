import {
  type keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { apiDownload, apiRequest } from "./api";
import { saveBlob } from "./save-blob";

/** A read of `path`, parsed with the contract's `schema` and cached under `queryKey`. */
export function useApiQuery<S extends z.ZodType>(
  queryKey: QueryKey,
  path: string,
  schema: S,
  options: {
    staleTime?: number;
    refetchInterval?: (data: z.output<S> | undefined) => number | false;
    /** What shows while another key loads: `keepPreviousData` keeps a paged list on screen. */
    placeholderData?: typeof keepPreviousData;
  } = {},
) {
  const { refetchInterval, ...rest } = options;
  const again = refetchInterval
    ? {
        refetchInterval: (query: { state: { data: z.output<S> | undefined } }) =>
          refetchInterval(query.state.data),
      }
    : {};
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, schema, { signal }),
    ...rest,
    ...again,
  });
}

/**
 * A change of what `queryKey` caches, which is refetched after it (the mutation stays pending until
 * the refetch is in): once it worked, or with `"settled"` whatever came of it (a change that may
 * fail because it was made elsewhere already).
 */
export function useChangeOf<V, R>(
  queryKey: QueryKey,
  mutationFn: (variables: V) => Promise<R>,
  refetchAfter: "success" | "settled" = "success",
) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey });
  return useMutation({
    mutationFn,
    ...(refetchAfter === "settled" ? { onSettled: refetch } : { onSuccess: refetch }),
  });
}

/**
 * A file the browser saves: GET `pathOf(variables)`, named by the server's Content-Disposition,
 * else by `fallbackName(variables)`.
 */
export function useDownload<V = void>(
  pathOf: (variables: V) => string,
  fallbackName: (variables: V) => string,
) {
  return useMutation({
    mutationFn: async (variables: V) => {
      const { blob, fileName } = await apiDownload(pathOf(variables));
      saveBlob(blob, fileName ?? fallbackName(variables));
    },
  });
}
