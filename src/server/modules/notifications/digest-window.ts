import { addDays, zonedDateTimeToInstant } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";
import type { Db } from "../../db/create-db";

/** The digest is due from this local time each day, like the reports (docs/emails.md). */
export const DIGEST_LOCAL_TIME = "08:00";

/** The job kind of the new-video digest in email_jobs. */
export const NEW_VIDEOS_KIND = "new_videos";

/**
 * The digest's period is the learner's local date, so there is at most one a day; it is due from
 * 08:00 local time. Null before that time.
 */
export function newVideosPeriodDue(now: Date, timeZone: string): string | null {
  const today = localDateOf(now, timeZone);
  return now.getTime() >= digestEnd(today, timeZone).getTime() ? today : null;
}

/** A digest covers videos up to 08:00 local time of its date: fixed, so a retry lists the same. */
export function digestEnd(period: string, timeZone: string): Date {
  return new Date(zonedDateTimeToInstant(period, DIGEST_LOCAL_TIME, timeZone));
}

/**
 * Where a learner's digest of `period` starts: where the previous digest ended, one that was sent
 * (or that had nothing to send, or that was handed to SMTP and may have arrived). A digest that
 * failed for good was never read, so its videos come in the next one. A learner's first digest
 * starts when they signed up, or a day before its end when that was long ago (a learner who turns
 * the setting on gets what is new, not the whole catalog).
 */
export async function digestStart(
  db: Db,
  user: { id: string; timezone: string },
  period: string,
): Promise<Date> {
  const previous = await db
    .selectFrom("email_jobs")
    .select("period")
    .where("user_id", "=", user.id)
    .where("kind", "=", NEW_VIDEOS_KIND)
    .where("period", "<", period)
    .where("status", "in", ["sent", "skipped", "sending"])
    .orderBy("period", "desc")
    .limit(1)
    .executeTakeFirst();
  if (previous) return digestEnd(previous.period, user.timezone);
  const signedUp = await db
    .selectFrom("users")
    .select("registered_at")
    .where("id", "=", user.id)
    .executeTakeFirst();
  const dayBefore = digestEnd(addDays(period, -1), user.timezone);
  const registered = signedUp?.registered_at ? new Date(signedUp.registered_at).getTime() : 0;
  return new Date(Math.max(registered, dayBefore.getTime()));
}
