import { sql } from "kysely";
import { localDateOf } from "../../../shared/domain/dates";
import type { Db } from "../../db/create-db";
import type { UserRow } from "./user-mapper";

export async function createAnonymousUser(db: Db, timezone: string): Promise<UserRow> {
  return db
    .insertInto("users")
    .values({ timezone, is_anonymous: true })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Thrown to roll back previewAnonymousUser's insert, carrying the row it made. */
class PreviewRollback extends Error {
  constructor(readonly row: UserRow) {
    super("preview rolled back");
  }
}

/**
 * The row createAnonymousUser would make now, with every default the database gives it, without
 * keeping it: the insert is rolled back. The first screen of a first visit shows it.
 */
export async function previewAnonymousUser(db: Db, timezone: string): Promise<UserRow> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new PreviewRollback(await createAnonymousUser(trx, timezone));
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.row;
    throw error;
  }
  throw new Error("The preview's transaction was not rolled back");
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findRegisteredByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email)
    .where("is_anonymous", "=", false)
    .executeTakeFirst();
}

/** Records the visit (anonymous users idle for 90 days are removed) and a changed time zone. */
export async function touchUser(
  db: Db,
  id: string,
  timezone: string | undefined,
): Promise<UserRow | undefined> {
  return db
    .updateTable("users")
    .set(timezone ? { last_seen_at: new Date(), timezone } : { last_seen_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Today's total input (video + off-platform) in ms, "today" being the user's local date. */
export async function todayTotalMs(db: Db, user: Pick<UserRow, "id" | "timezone">): Promise<number> {
  const row = await db
    .selectFrom("daily_totals")
    .select(sql<number>`video_ms + off_platform_ms`.as("total"))
    .where("user_id", "=", user.id)
    .where("day", "=", localDateOf(Date.now(), user.timezone))
    .executeTakeFirst();
  return row?.total ?? 0;
}

/**
 * Sign-up keeps the visitor's row, and with it all of their progress; the account's join date is
 * now (registered_at), not the visit that made the row (created_at).
 */
export async function registerAnonymousUser(
  db: Db,
  id: string,
  account: { name: string; email: string; roles: string[] },
): Promise<UserRow | undefined> {
  const now = new Date();
  return db
    .updateTable("users")
    .set({ ...account, is_anonymous: false, email_verified: true, last_seen_at: now, registered_at: now })
    .where("id", "=", id)
    .where("is_anonymous", "=", true)
    .returningAll()
    .executeTakeFirst();
}

export async function createRegisteredUser(
  db: Db,
  account: { name: string; email: string; roles: string[]; timezone: string },
): Promise<UserRow> {
  return db
    .insertInto("users")
    .values({ ...account, is_anonymous: false, email_verified: true, registered_at: sql`now()` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds or removes the admin role so that it follows ADMIN_EMAILS at each log-in. */
export async function setRoles(db: Db, id: string, roles: string[]): Promise<void> {
  await db.updateTable("users").set({ roles }).where("id", "=", id).execute();
}

/**
 * Log-in to an existing account from an anonymous visit: the visitor's watch history, daily totals,
 * hidden videos, off-platform logs, journal, self-assessments and playlists join the account, in one transaction, and the anonymous user is removed.
 */
export async function mergeAnonymousInto(db: Db, anonymousId: string, accountId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const anon = await trx
      .selectFrom("users")
      .select("watch_time_ms")
      .where("id", "=", anonymousId)
      .where("is_anonymous", "=", true)
      .forUpdate()
      .executeTakeFirst();
    if (!anon) return;
    await sql`
      INSERT INTO daily_totals (user_id, day, video_ms, off_platform_ms)
      SELECT ${accountId}, day, video_ms, off_platform_ms FROM daily_totals WHERE user_id = ${anonymousId}
      ON CONFLICT (user_id, day) DO UPDATE
        SET video_ms = daily_totals.video_ms + excluded.video_ms,
            off_platform_ms = daily_totals.off_platform_ms + excluded.off_platform_ms`.execute(trx);
    await sql`
      INSERT INTO user_video_state (user_id, video_id, watch_time_ms, last_watch_time, updated_at)
      SELECT ${accountId}, video_id, watch_time_ms, last_watch_time, updated_at
        FROM user_video_state WHERE user_id = ${anonymousId}
      ON CONFLICT (user_id, video_id) DO UPDATE
        SET watch_time_ms = user_video_state.watch_time_ms + excluded.watch_time_ms,
            last_watch_time = GREATEST(user_video_state.last_watch_time, excluded.last_watch_time),
            updated_at = GREATEST(user_video_state.updated_at, excluded.updated_at)`.execute(trx);
    // Videos hidden on either side stay hidden; where both hid one, the earlier moment is kept.
    await sql`
      INSERT INTO hidden_videos (user_id, video_id, hidden_at)
      SELECT ${accountId}, video_id, hidden_at FROM hidden_videos WHERE user_id = ${anonymousId}
      ON CONFLICT (user_id, video_id) DO UPDATE
        SET hidden_at = LEAST(hidden_videos.hidden_at, excluded.hidden_at)`.execute(trx);
    await sql`
      INSERT INTO watch_segments (user_id, video_id, playing_start_ms, credited_ms, wall_start_ms, wall_end_ms, last_report_at)
      SELECT ${accountId}, video_id, playing_start_ms, credited_ms, wall_start_ms, wall_end_ms, last_report_at
        FROM watch_segments WHERE user_id = ${anonymousId}
      ON CONFLICT DO NOTHING`.execute(trx);
    // Playlists (docs/product-rules.md "Playlists"): the visitor's "Watch later" videos go after
    // the account's own (none twice), or the visitor's list becomes the account's when it has
    // none yet; named playlists come as they are, even past the limit (which only refuses new ones).
    await sql`
      INSERT INTO playlist_videos (playlist_id, video_id, position, added_at)
      SELECT mine.id, v.video_id,
             (SELECT coalesce(max(position), 0) FROM playlist_videos WHERE playlist_id = mine.id)
               + row_number() OVER (ORDER BY v.position, v.added_at, v.video_id),
             v.added_at
        FROM playlist_videos v
        JOIN playlists theirs ON theirs.id = v.playlist_id AND theirs.user_id = ${anonymousId} AND theirs.watch_later
        JOIN playlists mine ON mine.user_id = ${accountId} AND mine.watch_later
      ON CONFLICT (playlist_id, video_id) DO NOTHING`.execute(trx);
    await sql`
      UPDATE playlists SET user_id = ${accountId}
       WHERE user_id = ${anonymousId}
         AND (NOT watch_later OR NOT EXISTS (SELECT 1 FROM playlists WHERE user_id = ${accountId} AND watch_later))`.execute(
      trx,
    );
    for (const table of ["off_platform_logs", "journal_entries", "self_assessments"] as const) {
      await trx.updateTable(table).set({ user_id: accountId }).where("user_id", "=", anonymousId).execute();
    }
    await trx
      .updateTable("users")
      .set({ watch_time_ms: sql`watch_time_ms + ${anon.watch_time_ms}` })
      .where("id", "=", accountId)
      .execute();
    await trx.deleteFrom("users").where("id", "=", anonymousId).execute();
  });
}

/**
 * Maintenance (docs/product-rules.md "Sessions"): anonymous users idle for 30 days (as long as
 * their session lasts, after which nothing leads back to them) are removed with everything they
 * own; so are visitors idle for a day who have nothing to keep (no input, no video state, no
 * hidden video, no claim, no playlist but an empty "Watch later"), the rows a page load made for somebody who never came back.
 */
export async function removeIdleAnonymousUsers(db: Db, now = Date.now()): Promise<number> {
  const DAY_MS = 24 * 3600 * 1000;
  const result = await db
    .deleteFrom("users")
    .where("is_anonymous", "=", true)
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<", new Date(now - 30 * DAY_MS)),
        eb.and([
          eb("last_seen_at", "<", new Date(now - DAY_MS)),
          eb("watch_time_ms", "=", 0),
          ...(
            [
              "user_video_state",
              "hidden_videos",
              "watch_segments",
              "daily_totals",
              "off_platform_logs",
              "premium_claims",
              "journal_entries",
              "self_assessments",
            ] as const
          ).map((table) =>
            eb.not(
              eb.exists(
                eb.selectFrom(table).select(sql`1`.as("one")).whereRef(`${table}.user_id`, "=", "users.id"),
              ),
            ),
          ),
          // A playlist is something to keep unless it is the empty "Watch later" any visit makes.
          eb.not(
            eb.exists(
              sql`(SELECT 1 FROM playlists p WHERE p.user_id = users.id AND (NOT p.watch_later
                     OR EXISTS (SELECT 1 FROM playlist_videos v WHERE v.playlist_id = p.id)))`,
            ),
          ),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
