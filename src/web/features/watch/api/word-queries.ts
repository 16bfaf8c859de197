import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type StarWordRequest,
  starWordResponseSchema,
  wordLookupResponseSchema,
  wordsRoutes,
} from "../../../../shared/contracts/words";
import { apiRequest } from "../../../lib/api";
import { wordsQueryKey as wordsKey } from "../../../lib/query-keys";

/** GET /api/words/lookup?word=…: the word's dictionary form, grammar and the learner's counts. */
export function useWordLookup(word: string, userId: string) {
  return useQuery({
    queryKey: [...wordsKey(userId), "lookup", word.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`${wordsRoutes.lookup}?${new URLSearchParams({ word })}`, wordLookupResponseSchema, {
        signal,
      }),
    staleTime: 60_000,
  });
}

/** POST /api/user/words/star: keeps a word (or lets it go); the learner's word queries follow. */
export function useStarWord(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StarWordRequest) =>
      apiRequest(wordsRoutes.star, starWordResponseSchema, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordsKey(userId) }),
  });
}
