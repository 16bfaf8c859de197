import { useQuery } from "@tanstack/react-query";
import { wordsRoutes, wordsSummaryResponseSchema } from "../../../shared/contracts/words";
import { apiRequest } from "../../lib/api";
import { PROGRESS_KEY } from "../../lib/query-keys";
import { Stat } from "./progress-stat";

const count = (n: number) => n.toLocaleString("en-GB");

/**
 * The words tiles of the summary (docs/words.md): words heard counted cue by cue where videos have
 * a transcript, the rest estimated and labelled so, distinct words met and words acquired.
 */
export function WordsStats({ userId }: { userId: string }) {
  const query = useQuery({
    queryKey: [PROGRESS_KEY, userId, "words-summary"] as const,
    queryFn: ({ signal }) => apiRequest(wordsRoutes.summary, wordsSummaryResponseSchema, { signal }),
    staleTime: 0,
  });
  const words = query.data;
  if (!words) return null;
  return (
    <>
      <Stat
        label="Words heard"
        value={count(words.heard)}
        detail={`+ about ${count(words.estimatedHeard)} estimated (no transcript, off-platform)`}
        testId="words-heard"
      />
      <Stat label="Distinct words met" value={count(words.distinct)} testId="words-distinct" />
      <Stat label="Words acquired" value={count(words.acquired)} testId="words-acquired" />
    </>
  );
}
