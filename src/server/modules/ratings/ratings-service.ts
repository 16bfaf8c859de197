import type { RatingValue, VideoRatingResponse } from "../../../shared/contracts/ratings";
import { mayRateVideo } from "../../../shared/domain/rating-window";
import type { Db } from "../../db/create-db";
import { conflict } from "../../lib/app-error";
import type { UserRow } from "../user/index";
import { assertListed } from "../video/index";
import { type RatingSubject, readRatingSubject, writeRating } from "./ratings-repository";

export const RATE_AFTER_WATCHING = "Watch at least 90% of this video before you rate it.";

/**
 * Learners rate videos (docs/words.md "Ratings"): a registered learner, on a video they see, once
 * they have watched 90% of it by the server's own watch records (shared/domain/rating-window.ts).
 */
export function createRatings(db: Db) {
  /** The video module's access check: an unknown id and an unseen video get the same 404. */
  async function subjectFor(user: UserRow, videoId: string): Promise<RatingSubject> {
    return assertListed(await readRatingSubject(db, user.id, videoId), user);
  }

  return {
    async read(user: UserRow, videoId: string): Promise<VideoRatingResponse> {
      const subject = await subjectFor(user, videoId);
      return { rating: subject.rating, canRate: mayRateVideo(subject) };
    },

    async rate(user: UserRow, videoId: string, rating: RatingValue): Promise<VideoRatingResponse> {
      const subject = await subjectFor(user, videoId);
      if (!mayRateVideo(subject)) throw conflict("not_watched_enough", RATE_AFTER_WATCHING);
      await writeRating(db, user.id, videoId, rating);
      return { rating, canRate: true };
    },
  };
}
