import { sql } from "kysely";
import type { OffPlatformLog } from "../../../shared/contracts/progress";
import type { Db } from "../../db/create-db";

/** An entry that passed every check, ready to store; its end is a Date (the contract's is an ISO string). */
export type OffPlatformEntry = Pick<OffPlatformLog, "startDate" | "startTime" | "minutes" | "comment"> & {
  endDate: Date;
};

/** The fields that name an entry, as the contract types them. */
type EntryKeyFields = Pick<OffPlatformLog, "startDate" | "startTime" | "minutes">;

/** startDate, startTime and minutes name an entry (the delete call names an entry by them: docs/api.md), so they are unique. */
export const entryKey = (e: EntryKeyFields) => `${e.startDate} ${e.startTime} ${e.minutes}`;

/**
 * A learner's off-platform entries, latest first: all of them, or those that started within
 * `range` (local dates, both included; the history's days).
 */
export async function listLogs(
  db: Db,
  userId: string,
  range?: { from: string; to: string },
): Promise<OffPlatformLog[]> {
  let query = db
    .selectFrom("off_platform_logs")
    .select(["id", "start_date", "start_time", "end_date", "minutes", "comment"])
    .where("user_id", "=", userId);
  if (range) query = query.where("start_date", ">=", range.from).where("start_date", "<=", range.to);
  const rows = await query
    .orderBy("start_date", "desc")
    .orderBy("start_time", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    startDate: r.start_date,
    startTime: r.start_time,
    endDate: r.end_date.toISOString(),
    minutes: r.minutes,
    comment: r.comment,
  }));
}

export type AddOutcome = { ok: true; totalMs: number } | { ok: false; duplicates: string[] };

// Rows per INSERT: well under PostgreSQL's 65 535 parameters.
const INSERT_CHUNK = 1000;

/**
 * Adds entries, all or none, in one transaction: the logs, the user's total input and the daily
 * total of each entry's start date, by SQL increments. The user's row is locked first, so that
 * the duplicate check holds against a double click or a second tab. Entries already in the log
 * (same key) are refused and reported.
 */
export async function addEntries(db: Db, userId: string, entries: OffPlatformEntry[]): Promise<AddOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    const existing = await trx
      .selectFrom("off_platform_logs")
      .select(["start_date as startDate", "start_time as startTime", "minutes"])
      .where("user_id", "=", userId)
      .execute();
    const taken = new Set(existing.map(entryKey));
    const duplicates = entries.map(entryKey).filter((key) => taken.has(key));
    if (duplicates.length > 0) return { ok: false, duplicates };

    for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
      await trx
        .insertInto("off_platform_logs")
        .values(
          entries.slice(i, i + INSERT_CHUNK).map((e) => ({
            user_id: userId,
            start_date: e.startDate,
            start_time: e.startTime,
            end_date: e.endDate,
            minutes: e.minutes,
            comment: e.comment,
          })),
        )
        .execute();
    }
    const msByDay = new Map<string, number>();
    for (const e of entries) msByDay.set(e.startDate, (msByDay.get(e.startDate) ?? 0) + e.minutes * 60_000);
    await trx
      .insertInto("daily_totals")
      .values([...msByDay].map(([day, ms]) => ({ user_id: userId, day, off_platform_ms: ms })))
      .onConflict((oc) =>
        oc
          .columns(["user_id", "day"])
          .doUpdateSet({ off_platform_ms: sql`daily_totals.off_platform_ms + excluded.off_platform_ms` }),
      )
      .execute();
    const addedMs = entries.reduce((sum, e) => sum + e.minutes * 60_000, 0);
    const user = await trx
      .updateTable("users")
      .set({ watch_time_ms: sql`watch_time_ms + ${addedMs}` })
      .where("id", "=", userId)
      .returning("watch_time_ms")
      .executeTakeFirstOrThrow();
    return { ok: true, totalMs: user.watch_time_ms };
  });
}

export type EntryMatch = { id: string } | EntryKeyFields;

/**
 * Deletes one entry and takes its minutes back from the user's total and from its day, in one
 * transaction. Null when the user has no such entry. Totals never go below zero.
 */
export async function deleteEntry(
  db: Db,
  userId: string,
  match: EntryMatch,
): Promise<{ totalMs: number } | null> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirstOrThrow();
    const target = await trx
      .selectFrom("off_platform_logs")
      .select("id")
      .where("user_id", "=", userId)
      .where((eb) =>
        "id" in match
          ? eb("id", "=", match.id)
          : eb.and([
              eb("start_date", "=", match.startDate),
              eb("start_time", "=", match.startTime),
              eb("minutes", "=", match.minutes),
            ]),
      )
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
    if (!target) return null;
    const removed = await trx
      .deleteFrom("off_platform_logs")
      .where("id", "=", target.id)
      .returning(["start_date", "minutes"])
      .executeTakeFirstOrThrow();
    const ms = removed.minutes * 60_000;
    await trx
      .updateTable("daily_totals")
      .set({ off_platform_ms: sql`GREATEST(off_platform_ms - ${ms}, 0)` })
      .where("user_id", "=", userId)
      .where("day", "=", removed.start_date)
      .execute();
    const user = await trx
      .updateTable("users")
      .set({ watch_time_ms: sql`GREATEST(watch_time_ms - ${ms}, 0)` })
      .where("id", "=", userId)
      .returning("watch_time_ms")
      .executeTakeFirstOrThrow();
    return { totalMs: user.watch_time_ms };
  });
}
