import { coverageText, difficultyText } from "../../../shared/domain/video-words-texts";
import { useVideoWords } from "./api/video-words-query";

/**
 * Beside the level on the watch page (docs/screens.md "Watch"): the video's difficulty and, for a
 * learner with a history, "You know about 87% of its words". A chunk of its own (zod); nothing
 * for a video without a transcript, nor while it loads or if it fails (the page does without).
 */
export default function VideoWordsLine({ videoId, userId }: { videoId: string; userId: string }) {
  const words = useVideoWords(videoId, userId).data;
  if (!words) return null;
  return (
    <>
      <span className="watch-difficulty" title="1 is the easiest, 100 the hardest">
        {difficultyText(words.difficulty)}
      </span>
      {words.coverage !== null && <span className="watch-coverage">{coverageText(words.coverage)}</span>}
    </>
  );
}
