import { RATING_LABELS, RATING_VALUES } from "../../../shared/contracts/ratings-values";
import { useRateVideo, useVideoRating } from "./api/rating-query";

export const RATING_QUESTION = "How was this video for you?";
export const RATING_THANKS = "Thank you: your rating helps others pick videos.";
export const RATING_FAILED = "Your rating was not saved.";

/**
 * "Too easy / Just right / Too hard" (docs/words.md "Ratings"): shown once the server says the
 * learner may rate (90% of the video watched, by its own records) or has rated; one tap saves,
 * another replaces it. Loaded lazily (the watch page's first screen carries no zod).
 */
export default function VideoRating({ videoId, userId }: { videoId: string; userId: string }) {
  const rating = useVideoRating(videoId, userId);
  const rate = useRateVideo(videoId, userId);
  const answer = rating.data;
  if (!answer || (!answer.canRate && answer.rating === null)) return null;
  const chosen = answer.rating;
  return (
    <section className="watch-rating" aria-labelledby="watch-rating-question">
      <h2 id="watch-rating-question" className="watch-rating-question">
        {RATING_QUESTION}
      </h2>
      <div className="watch-rating-choices">
        {RATING_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn btn-sm ${chosen === value ? "btn-primary" : "btn-outline-primary"}`}
            aria-pressed={chosen === value}
            disabled={rate.isPending || !answer.canRate}
            onClick={() => rate.mutate(value)}
          >
            {RATING_LABELS[value]}
          </button>
        ))}
      </div>
      <p className="watch-rating-status" role="status">
        {rate.isError ? `${RATING_FAILED} ${rate.error.message}` : rate.isSuccess ? RATING_THANKS : ""}
      </p>
    </section>
  );
}
