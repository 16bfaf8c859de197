import type { Video } from "../../../shared/contracts/video";
import { coverageText, difficultyText } from "../../../shared/domain/video-words-texts";
import { useVideoWords } from "./api/video-words-query";

/**
 * Beside the level on the watch page (docs/screens.md "Watch"): the video's difficulty and, for a
 * learner with a history, "You know about 87% of its words". The difficulty is the video answer's
 * own (the first screen's, drawn by the server), so the line does not appear after the page and
 * push what is below it down; the words call, once the page is live (`ask`), brings the coverage. Nothing
 * for a video without a transcript (no difficulty, and the call's 404).
 */
export function VideoWordsLine({ video, userId, ask }: { video: Video; userId: string; ask: boolean }) {
  const words = useVideoWords(video.id, userId, ask).data;
  const difficulty = words === undefined ? video.difficulty : words?.difficulty;
  if (difficulty === undefined || difficulty === null) return null;
  return (
    <>
      <span className="watch-difficulty" title="1 is the easiest, 100 the hardest">
        {difficultyText(difficulty)}
      </span>
      {words?.coverage != null && <span className="watch-coverage">{coverageText(words.coverage)}</span>}
    </>
  );
}
