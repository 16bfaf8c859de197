import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  type WordListKind,
  type WordsExportFormat,
  wordsRoutes,
} from "../../../../shared/contracts/words-values";
import { apiRequest } from "../../../lib/api";
import { useDownload } from "../../../lib/api-queries";
import { wordsQueryKey, wordsSummaryQueryKey } from "../../../lib/query-keys";

/**
 * The words schemas (with zod) load with the first call: the summary's words tiles are on
 * /progress's first screen (router.tsx: the server draws them), and zod must not be
 * (docs/web-performance.md).
 */
const wordsSchemas = () => import("../../../../shared/contracts/words");

/** GET /api/user/words?kind&page, page by page from 1; a star on the transcript refetches it. */
export function useWords(userId: string, kind: WordListKind) {
  return useInfiniteQuery({
    queryKey: [...wordsQueryKey(userId), "list", kind] as const,
    queryFn: async ({ pageParam, signal }) =>
      apiRequest(
        `${wordsRoutes.list}?${new URLSearchParams({ kind, page: String(pageParam) })}`,
        (await wordsSchemas()).wordsListResponseSchema,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
    // Words are counted as videos play elsewhere: the card shows fresh lists whenever it opens.
    staleTime: 0,
  });
}

/** GET /api/user/words/summary: the summary's words tiles and the growth chart share it. */
export function useWordsSummary(userId: string) {
  return useQuery({
    queryKey: wordsSummaryQueryKey(userId),
    queryFn: async ({ signal }) =>
      apiRequest(wordsRoutes.summary, (await wordsSchemas()).wordsSummaryResponseSchema, { signal }),
    staleTime: 0,
  });
}

/** GET /api/user/words/export?format=…: saved under the server's file name. */
export function useExportWords() {
  return useDownload(
    (format: WordsExportFormat) => `${wordsRoutes.export}?format=${format}`,
    (format) => `ponyatno-words.${format === "csv" ? "csv" : "txt"}`,
  );
}
