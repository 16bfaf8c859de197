import { useInfiniteQuery } from "@tanstack/react-query";
import {
  type JournalEntryRequest,
  journalEntryResponseSchema,
  journalResponseSchema,
  journalRoutes,
} from "../../../../shared/contracts/journal";
import { okResponseSchema } from "../../../../shared/contracts/user";
import { apiRequest } from "../../../lib/api";
import { useChangeOf } from "../../../lib/api-queries";

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

/** POST /api/user/journal: a new entry. Every change refetches the list: an entry's day may move it between pages. */
export function useAddJournalEntry(userId: string) {
  return useChangeOf(journalKey(userId), (body: JournalEntryRequest) =>
    apiRequest(journalRoutes.journal, journalEntryResponseSchema, { body }),
  );
}

/** POST /api/user/journal/{id}/update. */
export function useUpdateJournalEntry(userId: string) {
  return useChangeOf(journalKey(userId), ({ id, ...body }: JournalEntryRequest & { id: string }) =>
    apiRequest(journalRoutes.update(id), journalEntryResponseSchema, { body }),
  );
}

/** POST /api/user/journal/{id}/delete. */
export function useDeleteJournalEntry(userId: string) {
  return useChangeOf(journalKey(userId), (id: string) =>
    apiRequest(journalRoutes.delete(id), okResponseSchema, { method: "POST" }),
  );
}
