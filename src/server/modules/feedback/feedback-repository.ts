import type { FeedbackRequest } from "../../../shared/contracts/feedback";
import type { Db } from "../../db/create-db";

/** Stores one feedback form, with its sender when there is one; the time is the database's. */
export async function saveFeedback(db: Db, userId: string | null, form: FeedbackRequest): Promise<void> {
  await db
    .insertInto("feedback")
    .values({
      user_id: userId,
      experience: form.experience,
      ease_of_use: form.easeOfUse,
      design: form.design,
      content_quality: form.contentQuality,
      performance: form.performance,
      suggestion: form.suggestion,
      comments: form.comments,
    })
    .execute();
}
