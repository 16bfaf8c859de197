import { formatCount } from "../../../shared/domain/counts";
import { useWordsSummary } from "./api/use-words";
import { Stat } from "./progress-stat";

/**
 * The words tiles of the summary (docs/words.md): words heard counted cue by cue where videos have
 * a transcript, the rest estimated and labelled so, distinct words met and words acquired.
 */
export function WordsStats({ userId }: { userId: string }) {
  const words = useWordsSummary(userId).data;
  if (!words) return null;
  return (
    <>
      <Stat
        label="Words heard"
        value={formatCount(words.heard)}
        detail={`+ about ${formatCount(words.estimatedHeard)} estimated (no transcript, off-platform)`}
        testId="words-heard"
      />
      <Stat label="Distinct words met" value={formatCount(words.distinct)} testId="words-distinct" />
      <Stat label="Words acquired" value={formatCount(words.acquired)} testId="words-acquired" />
    </>
  );
}
