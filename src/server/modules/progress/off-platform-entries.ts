import { parse } from "csv-parse/sync";
import {
  type OffPlatformImportError,
  offPlatformEntryRequestSchema,
} from "../../../shared/contracts/progress";
import { parseIsoDateTime } from "../../../shared/domain/calendar";
import {
  checkEntryTimes,
  defaultEndDate,
  END_DATE_NOT_ISO,
  type OffPlatformEntryFields,
} from "../../../shared/domain/off-platform-entry";
import { AppError, badRequest } from "../../lib/app-error";
import { requiredFilePart } from "../../plugins/multipart";
import { entryKey, type OffPlatformEntry } from "./off-platform-repository";

export type EntryCheck = { ok: true; entry: OffPlatformEntry } | { ok: false; error: string };

/** The checks that need the learner's time zone, after the contract's field checks. */
export function checkEntry(fields: OffPlatformEntryFields, timeZone: string, now: number): EntryCheck {
  const times = checkEntryTimes(fields, timeZone, now);
  if (!times.ok) return times;
  return {
    ok: true,
    entry: {
      startDate: fields.startDate,
      startTime: fields.startTime,
      endDate: new Date(times.endMs),
      minutes: fields.minutes,
      comment: fields.comment,
    },
  };
}

export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
const REQUIRED_COLUMNS = ["startDate", "startTime", "minutes"] as const;
const KNOWN_COLUMNS = [...REQUIRED_COLUMNS, "endDate", "comment", "section"] as const;
type Column = (typeof KNOWN_COLUMNS)[number];
/** The section of the CSV export that holds off-platform entries: an export imports back. */
const EXPORT_SECTION = "offPlatformLog";
// Our CSV export guards cells that a spreadsheet would run as formulas with a leading "'".
const GUARDED_CELL = /^'(?=[=+\-@\t\r])/;

/** One bad row of an import, as the 400's `rowErrors` lists it. */
export type RowError = NonNullable<OffPlatformImportError["rowErrors"]>[number];

export type ImportParse =
  | { ok: true; entries: OffPlatformEntry[]; lines: number[] }
  | { ok: false; rowErrors: RowError[] };

const importRowSchema = offPlatformEntryRequestSchema.omit({ endDate: true });

function readCsv(text: string): { record: string[]; info: { lines: number } }[] {
  try {
    // With `info`, each record comes as { record, info }; the typings do not follow that option.
    return parse(text, {
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const lines = (err as { lines?: number }).lines;
    throw badRequest(
      "invalid_csv",
      `The file is not valid CSV${lines ? ` (near line ${lines})` : ""}: check its quotes and commas.`,
    );
  }
}

/**
 * Reads an import file: a header naming the columns (startDate, startTime, minutes; endDate and
 * comment optional; any order; other columns ignored), then one entry per row. Every row is
 * checked like an entry of the form; an empty endDate means start + minutes. File-level problems
 * are thrown as 400s; row problems are all returned, with their line numbers.
 */
export function parseImportFile(text: string, timeZone: string, now: number): ImportParse {
  const [header, ...rows] = readCsv(text);
  if (!header)
    throw badRequest("empty_import", "The file is empty: it needs a header and at least one entry.");
  const index = new Map<Column, number>();
  header.record.forEach((name, i) => {
    const column = KNOWN_COLUMNS.find((c) => c.toLowerCase() === name.trim().toLowerCase());
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED_COLUMNS.filter((c) => !index.has(c));
  if (missing.length > 0) {
    throw badRequest(
      "invalid_import",
      `The first line must name the columns startDate, startTime and minutes (comment and endDate are optional); missing: ${missing.join(", ")}.`,
    );
  }
  const cell = (record: string[], column: Column) => {
    const i = index.get(column);
    return i === undefined ? "" : (record[i] ?? "").trim();
  };
  const entryRows = index.has("section")
    ? rows.filter((r) => cell(r.record, "section") === EXPORT_SECTION)
    : rows;
  if (entryRows.length === 0) throw badRequest("empty_import", "The file has no entries to import.");
  if (entryRows.length > IMPORT_MAX_ROWS) {
    throw badRequest(
      "invalid_import",
      `A file can hold at most ${IMPORT_MAX_ROWS} entries; split it into smaller files.`,
    );
  }

  const entries: OffPlatformEntry[] = [];
  const lines: number[] = [];
  const rowErrors: RowError[] = [];
  const firstLineOfKey = new Map<string, number>();
  for (const { record, info } of entryRows) {
    const line = info.lines;
    const fail = (error: string) => rowErrors.push({ line, error });
    const parsed = importRowSchema.safeParse({
      startDate: cell(record, "startDate"),
      startTime: cell(record, "startTime"),
      minutes: cell(record, "minutes"),
      comment: cell(record, "comment").replace(GUARDED_CELL, ""),
    });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? "This row is not a valid entry.");
      continue;
    }
    const { startDate, startTime, minutes, comment } = parsed.data;
    const endText = cell(record, "endDate");
    if (endText !== "" && parseIsoDateTime(endText, timeZone) === null) {
      fail(END_DATE_NOT_ISO);
      continue;
    }
    const endDate = endText || defaultEndDate(startDate, startTime, minutes, timeZone);
    const checked = checkEntry({ startDate, startTime, endDate, minutes, comment }, timeZone, now);
    if (!checked.ok) {
      fail(checked.error);
      continue;
    }
    const key = entryKey(checked.entry);
    const earlier = firstLineOfKey.get(key);
    if (earlier !== undefined) {
      fail(`This entry repeats line ${earlier}.`);
      continue;
    }
    firstLineOfKey.set(key, line);
    entries.push(checked.entry);
    lines.push(line);
  }
  return rowErrors.length > 0 ? { ok: false, rowErrors } : { ok: true, entries, lines };
}

/** Row errors are listed up to this many; the sentence says how many there are in all. */
const MAX_LISTED_ROW_ERRORS = 100;

/** The 400 answer of an import with bad rows: a sentence naming the first, and the list. */
export function importErrorBody(rowErrors: RowError[]) {
  const first = rowErrors[0] as RowError;
  const count = rowErrors.length === 1 ? "1 row has an error" : `${rowErrors.length} rows have errors`;
  return {
    error: `${count}, so nothing was imported. Line ${first.line}: ${first.error}`,
    code: "invalid_import",
    rowErrors: rowErrors.slice(0, MAX_LISTED_ROW_ERRORS),
  };
}

/** The uploaded file's text: multipart gives a Buffer; a plain field (or JSON) gives a string. */
export function uploadedText(body: unknown): string {
  const file = requiredFilePart(body);
  if (!Buffer.isBuffer(file) && typeof file !== "string") {
    throw badRequest("missing_file", "Send the CSV file in the multipart field named file.");
  }
  if (Buffer.byteLength(file) > IMPORT_MAX_BYTES) {
    throw new AppError(413, "body_too_large", "The file is too large: import at most 1 MB at a time.");
  }
  return Buffer.isBuffer(file) ? file.toString("utf8") : file;
}
