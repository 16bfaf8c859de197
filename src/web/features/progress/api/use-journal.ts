import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type JournalEntryRequest,
  journalEntryResponseSchema,
  journalResponseSchema,
  journalRoutes,
} from "../../../../shared/contracts/journal";
import { okResponseSchema } from "../../../../shared/contracts/user";
import { apiRequest } from "../../../lib/api";

const journalKey = (userId: string) => ["progress", userId, "journal"] as const;

/** GET /api/user/journal, page by page from 1 (newest day first). */
export function useJournal(userId: string) {
  return useInfiniteQuery({
    queryKey: journalKey(userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`${journalRoutes.journal}?page=${pageParam}`, journalResponseSchema, { signal }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
  });
}

/** Every journal change refetches the list: an entry's day may move it between pages. */
function useRefetchJournal(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: journalKey(userId) });
}

/** POST /api/user/journal: a new entry. */
export function useAddJournalEntry(userId: string) {
  const refetch = useRefetchJournal(userId);
  return useMutation({
    mutationFn: (body: JournalEntryRequest) =>
      apiRequest(journalRoutes.journal, journalEntryResponseSchema, { body }),
    onSuccess: refetch,
  });
}

/** POST /api/user/journal/{id}/update. */
export function useUpdateJournalEntry(userId: string) {
  const refetch = useRefetchJournal(userId);
  return useMutation({
    mutationFn: ({ id, ...body }: JournalEntryRequest & { id: string }) =>
      apiRequest(journalRoutes.update(id), journalEntryResponseSchema, { body }),
    onSuccess: refetch,
  });
}

/** POST /api/user/journal/{id}/delete. */
export function useDeleteJournalEntry(userId: string) {
  const refetch = useRefetchJournal(userId);
  return useMutation({
    mutationFn: (id: string) => apiRequest(journalRoutes.delete(id), okResponseSchema, { method: "POST" }),
    onSuccess: refetch,
  });
}
