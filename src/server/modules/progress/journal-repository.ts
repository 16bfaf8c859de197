import { type Selectable, sql } from "kysely";
import type { JournalEntry } from "../../../shared/contracts/journal";
import type { Db } from "../../db/create-db";
import type { JournalEntriesTable } from "../../db/schema";
import { learnerList } from "../../lib/read-page";

const COLUMNS = ["id", "entry_date", "text", "created_at", "updated_at"] as const;

/** Its columns' types are the table's (db/schema.ts), not written again here. */
type JournalRow = Pick<Selectable<JournalEntriesTable>, (typeof COLUMNS)[number]>;

function toEntry(row: JournalRow): JournalEntry {
  return {
    id: row.id,
    date: row.entry_date,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The learner's entries in the journal's order: by day, then in the order written; `desc` reverses it. */
function entriesOf(db: Db, userId: string, direction: "asc" | "desc") {
  return db
    .selectFrom("journal_entries")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("entry_date", direction)
    .orderBy("created_at", direction)
    .orderBy("id", direction);
}

const journal = learnerList(entriesOf, toEntry);
/** A page of the learner's entries, newest day first (the latest written first within a day). */
export const listJournal = journal.page;
/** Every entry of the learner, oldest first (the export). */
export const allJournal = journal.all;

/** Adds an entry unless the learner already holds `max` (then null: the journal is full). */
export async function addJournalEntry(
  db: Db,
  userId: string,
  entry: { date: string; text: string },
  max: number,
): Promise<JournalEntry | null> {
  const { rows } = await sql<JournalRow>`
    INSERT INTO journal_entries (user_id, entry_date, text)
    SELECT ${userId}, ${entry.date}, ${entry.text}
     WHERE (SELECT count(*) FROM journal_entries WHERE user_id = ${userId}) < ${max}
    RETURNING id, entry_date, text, created_at, updated_at`.execute(db);
  return rows[0] ? toEntry(rows[0]) : null;
}

/** Changes the learner's own entry; null when they hold no entry with this id. */
export async function updateJournalEntry(
  db: Db,
  userId: string,
  id: string,
  entry: { date: string; text: string },
): Promise<JournalEntry | null> {
  const row = await db
    .updateTable("journal_entries")
    .set((eb) => ({ entry_date: entry.date, text: entry.text, updated_at: eb.fn("now") }))
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Deletes the learner's own entry; false when they hold no entry with this id. */
export async function deleteJournalEntry(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("journal_entries")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** True when the learner has an entry about a day from `from` to `to` (both included). */
export async function hasJournalEntryBetween(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("journal_entries")
    .select("id")
    .where("user_id", "=", userId)
    .where("entry_date", ">=", from)
    .where("entry_date", "<=", to)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
