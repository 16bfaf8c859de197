import { CsvError, type Options as CsvOptions, parse as parseStream } from "csv-parse";
import { parse } from "csv-parse/sync";
import {
  CATALOG_NAME_MAX_CHARS,
  VIDEO_DESCRIPTION_MAX_CHARS,
  VIDEO_NAMES_MAX,
  VIDEO_TITLE_MAX_CHARS,
} from "../../../../shared/contracts/catalog-admin";
import { PLANNER_MAX_ROWS } from "../../../../shared/contracts/content-planner";
import { countOf, formatCount } from "../../../../shared/domain/counts";
import { unguardCell } from "../../../lib/csv";
import {
  parseAccess,
  parseDelete,
  parseDuration,
  parseLevel,
  parseMinsSecs,
  parseNameList,
  parsePublishDate,
  parseUploadFlag,
  parseVisible,
  parseYoutubeLink,
} from "./planner-cells";
import { type PlannerEntry, type PlannerFile, PlannerFileError, type PlannerVideoRow } from "./planner-row";

/*
 * Reads an uploaded content planner (docs/content-planner.md "The format") into classified rows.
 * Nothing here touches the catalog: the applier matches channels, speakers and topics and writes.
 */

/** The columns the platform reads, by the name a header spells (trimmed, in lower case). */
const COLUMNS = {
  youtubeLink: "youtube link",
  title: "video name on youtube",
  level: "level",
  publishDate: "publishdate",
  channel: "channel",
  mins: "mins",
  secs: "secs",
  duration: "duration",
  access: "access",
  speaker: "speaker",
  tags: "tags",
  upload: "upload to platform",
  description: "description",
  visible: "visible",
  thumbnail: "thumbnail",
  subtitles: "subtitles",
  audio: "audio",
  videoFile: "video file",
  delete: "delete",
  id: "id",
  series: "series",
  episode: "episode",
  seriesEpisode: "is a series' episode",
  nextEpisodeLink: "next episode link",
} as const;
type Column = keyof typeof COLUMNS;

type OptionalColumn = PlannerFile["optionalColumns"] extends Set<infer T> ? T : never;
const OPTIONAL_COLUMNS: readonly OptionalColumn[] = [
  "description",
  "visible",
  "thumbnail",
  "subtitles",
  "audio",
  "videoFile",
  "delete",
  "id",
];

const REQUIRED_HINT =
  "the header row (the first row) must have the columns Youtube Link, Video Name on Youtube, Level, " +
  "PublishDate, Channel, and mins and secs (or Duration)";

export function readPlannerFile(bytes: Buffer | string): PlannerFile {
  const text = decode(bytes);
  const delimiter = detectDelimiter(text);
  const { records, failure } = parseCsv(text, delimiter);
  return plannerFileOf(records, failure);
}

/**
 * `readPlannerFile` of an upload as it arrives (docs/content-planner.md "Upload"): the bytes are
 * decoded and parsed chunk by chunk, so the file is never held whole, as bytes or as text; only
 * its records are. The separator is chosen once the header line is in.
 */
export async function readPlannerStream(chunks: AsyncIterable<Buffer>): Promise<PlannerFile> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const collected: CollectedRecords = { records: [], failure: null };
  let head = "";
  let parser: ReturnType<typeof parseStream> | null = null;
  let parsed: Promise<void> | null = null;
  const feed = (text: string) => {
    if (text.includes("\u0000")) throw nulFailure();
    if (parser === null) {
      head += text;
      if (head.startsWith("\uFEFF")) head = head.slice(1);
      if (!headerLineEnds(head)) return;
      ({ parser, parsed } = startStreamParser(detectDelimiter(head), collected));
      text = head;
      head = "";
    }
    if (collected.failure === null) parser.write(text);
  };
  try {
    for await (const chunk of chunks) feed(decodeChunk(decoder, chunk, true));
    feed(decodeChunk(decoder, undefined, false));
  } finally {
    if (parser === null) ({ parser, parsed } = startStreamParser(detectDelimiter(head), collected));
    if (head !== "") (parser as NonNullable<typeof parser>).write(head);
    (parser as NonNullable<typeof parser>).end();
    await parsed;
  }
  return plannerFileOf(collected.records, collected.failure);
}

function decodeChunk(decoder: TextDecoder, chunk: Buffer | undefined, more: boolean): string {
  try {
    return decoder.decode(chunk, { stream: more });
  } catch {
    throw notUtf8();
  }
}

/** Whether the text holds the header line whole: a line break outside quotes after some text. */
function headerLineEnds(text: string): boolean {
  let quoted = false;
  let lineHasText = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (quoted) continue;
    if ((ch === "\n" || ch === "\r") && lineHasText) return true;
    if (ch.trim() !== "") lineHasText = true;
  }
  return false;
}

/** The stream parser, collecting records as the sync one does; settles when it ends or fails. */
function startStreamParser(delimiter: string, collected: CollectedRecords) {
  const parser = parseStream(csvOptions(delimiter, collected.records));
  const parsed = new Promise<void>((resolve) => {
    parser.on("error", (error) => {
      collected.failure ??= csvFailure(error, collected.records);
      resolve();
    });
    parser.on("end", () => resolve());
    parser.resume();
  });
  return { parser, parsed };
}

interface CollectedRecords {
  records: string[][];
  failure: PlannerFileError | null;
}

/** The records read into a planner: the header matched, the data rows counted and read. */
function plannerFileOf(records: string[][], failure: PlannerFileError | null): PlannerFile {
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) {
    throw failure ?? new PlannerFileError("empty_file", `The file is empty: ${REQUIRED_HINT}.`);
  }
  const header = records[headerIndex] as string[];
  // A missing column is the first thing said, even about a file that breaks further down.
  const { positions, ignoredColumns, lengthFrom } = matchHeader(header);
  if (failure) throw failure;

  const dataRecords: { line: number; record: string[] }[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const record = records[i] as string[];
    // The spreadsheet numbers records, not lines: a cell holding a newline is still one row.
    if (!isBlank(record)) dataRecords.push({ line: i + 1, record });
  }
  if (dataRecords.length > PLANNER_MAX_ROWS) {
    throw new PlannerFileError(
      "too_many_rows",
      `The file has ${countOf(dataRecords.length, "row")}; at most ${formatCount(PLANNER_MAX_ROWS)} are read at once: split it into several files.`,
    );
  }

  const optionalColumns = new Set(OPTIONAL_COLUMNS.filter((column) => positions.has(column)));
  const rows = dataRecords.map(({ line, record }) =>
    readRow(
      line,
      (column) => {
        const position = positions.get(column);
        // A short row (relax_column_count) reads as empty cells; an absent column as undefined.
        // A cell the download guarded against formulas (`'=…`) reads as it was stored.
        return position === undefined ? undefined : unguardCell(record[position] ?? "");
      },
      lengthFrom,
    ),
  );
  return { rows, ignoredColumns, optionalColumns };
}

function decode(bytes: Buffer | string): string {
  let text: string;
  if (typeof bytes === "string") text = bytes;
  else {
    try {
      // fatal: a file saved in a legacy code page would otherwise turn its Cyrillic into U+FFFD and be
      // written to the catalog that way.
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw notUtf8();
    }
  }
  if (text.includes("\u0000")) throw nulFailure();
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

function notUtf8(): PlannerFileError {
  return new PlannerFileError(
    "invalid_csv",
    "The file is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8”.",
  );
}

/**
 * NUL characters: a UTF-16 file ("Unicode text") or binary data, never a spreadsheet's CSV, and
 * text the database cannot store.
 */
function nulFailure(): PlannerFileError {
  return new PlannerFileError(
    "invalid_csv",
    "The file holds NUL characters, so it is not CSV text: save it from the spreadsheet as “CSV UTF-8”.",
  );
}

/**
 * Comma or semicolon: spreadsheets in locales whose decimal mark is a comma save CSV with
 * semicolons. The header line decides (outside quotes, so a quoted column name cannot mislead it):
 * the separator that gives it more columns.
 */
function detectDelimiter(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let lineHasText = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (quoted) continue;
    if (ch === "\n" || ch === "\r") {
      // Blank lines before the header are skipped, as the reader skips them.
      if (lineHasText) break;
    } else if (ch === ",") commas++;
    else if (ch === ";") semicolons++;
    if (ch.trim() !== "") lineHasText = true;
  }
  return semicolons > commas ? ";" : ",";
}

/**
 * Bounds of a planner row, checked while the CSV is read, before any row is built
 * (docs/content-planner.md, "Limits checked while the CSV is read"): a row's text and the number of columns. The team's real
 * planner has 23 columns and rows of a few hundred characters (a description is at most 10,000);
 * without them one row with an 8 MB title, or a header of 500,000 columns, took the server's
 * memory hundreds of MB up on its way through the checks, the log and the audit.
 */
export const PLANNER_MAX_ROW_CHARS = 100_000;
export const PLANNER_MAX_COLUMNS = 200;

/** csv-parse's options for a planner, collecting each record into `records` as it is read. */
function csvOptions(delimiter: string, records: string[][]): CsvOptions {
  return {
    delimiter,
    // Any line ending, even mixed in one file (a row pasted from another export).
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    // A stray quote inside an unquoted cell (`5" screen`) is text, not an error.
    relax_quotes: true,
    // Empty records are kept so that the row numbers match the spreadsheet's; the reader drops them.
    skip_empty_lines: false,
    // csv-parse stops with CSV_MAX_RECORD_SIZE once a cell or row outgrows this many characters.
    max_record_size: PLANNER_MAX_ROW_CHARS,
    // Collected as they come, so that the header is known even when a later row breaks the CSV.
    on_record: (record: string[]) => {
      if (record.length > PLANNER_MAX_COLUMNS) {
        throw new PlannerFileError(
          "invalid_csv",
          `Row ${records.length + 1} has ${countOf(record.length, "column")}; a planner has at most ${PLANNER_MAX_COLUMNS}. Check that the file is the content planner, saved as CSV.`,
        );
      }
      records.push(record);
      return null;
    },
  };
}

/** What stopped the reading, as the refusal of the file. */
function csvFailure(error: unknown, records: string[][]): PlannerFileError {
  if (error instanceof PlannerFileError) return error;
  if (!(error instanceof CsvError)) throw error;
  // The record being read when it broke, numbered as the spreadsheet numbers rows.
  const row = records.length + 1;
  const what =
    error.code === "CSV_QUOTE_NOT_CLOSED"
      ? `a quote opened in row ${row} is never closed`
      : error.code === "CSV_MAX_RECORD_SIZE"
        ? `row ${row} is longer than ${countOf(PLANNER_MAX_ROW_CHARS, "character")}`
        : `row ${row} cannot be read (${error.message})`;
  return new PlannerFileError("invalid_csv", `The file is not valid CSV: ${what}.`);
}

/** The records read, and what stopped the reading when the CSV breaks (after the records before it). */
function parseCsv(
  text: string,
  delimiter: string,
): { records: string[][]; failure: PlannerFileError | null } {
  const records: string[][] = [];
  try {
    parse(text, csvOptions(delimiter, records));
    return { records, failure: null };
  } catch (error) {
    return { records, failure: csvFailure(error, records) };
  }
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

const REQUIRED_SPELLING = {
  youtubeLink: "Youtube Link",
  title: "Video Name on Youtube",
  level: "Level",
  publishDate: "PublishDate",
  channel: "Channel",
} as const;

function matchHeader(header: readonly string[]) {
  const byName = new Map<string, Column>(Object.entries(COLUMNS).map(([key, name]) => [name, key as Column]));
  const names = header.map((written) => written.trim().toLowerCase());
  const positions = new Map<Column, number>();
  names.forEach((name, position) => {
    const column = byName.get(name);
    // A column named twice: the first one is read, the other is ignored (and named in the log).
    if (column !== undefined && !positions.has(column)) positions.set(column, position);
  });

  const missing: string[] = [];
  for (const column of ["youtubeLink", "title", "level", "publishDate", "channel"] as const) {
    if (!positions.has(column)) missing.push(`“${REQUIRED_SPELLING[column]}”`);
  }
  // mins and secs win over Duration when a file has all three; the unread one is listed as ignored.
  let lengthFrom: "minsSecs" | "duration" = "minsSecs";
  if (positions.has("mins") && positions.has("secs")) positions.delete("duration");
  else if (positions.has("duration")) {
    lengthFrom = "duration";
    positions.delete("mins");
    positions.delete("secs");
  } else if (positions.has("mins")) missing.push("“secs”");
  else if (positions.has("secs")) missing.push("“mins”");
  else missing.push("“mins” and “secs” (or “Duration”)");
  if (missing.length > 0) {
    const noun = missing.length === 1 && !missing[0]?.includes(" and ") ? "column" : "columns";
    throw new PlannerFileError(
      "missing_column",
      `The file has no ${noun} ${missing.join(", ")}: ${REQUIRED_HINT}.`,
    );
  }

  const read = new Set(positions.values());
  const ignoredColumns: string[] = [];
  const ignoredNames = new Set<string>();
  names.forEach((name, position) => {
    if (read.has(position) || name === "" || ignoredNames.has(name)) return;
    ignoredNames.add(name);
    ignoredColumns.push((header[position] as string).trim());
  });
  return { positions, ignoredColumns, lengthFrom };
}

/**
 * One data row. The checks run in a fixed order (docs/content-planner.md): the upload flag, the
 * key, Delete, then every field, the first failing one giving the refusal.
 */
function readRow(
  line: number,
  optional: (column: Column) => string | undefined,
  lengthFrom: "minsSecs" | "duration",
): PlannerEntry {
  const cell = (column: Column) => optional(column) ?? "";
  const link = cell("youtubeLink").trim();
  const videoId = cell("id").trim() || null;
  const linkId = link === "" ? null : parseYoutubeLink(link);
  const youtubeId = linkId?.ok ? linkId.value : null;
  // A video played from its own file is keyed by the URL of that file when it has no `Id`.
  const videoFile = cell("videoFile").trim() || null;
  const label = youtubeId ?? videoId ?? videoFile;

  if (!parseUploadFlag(cell("upload"))) return { line, label, kind: "skipped" };
  if (linkId && !linkId.ok) return { line, label, kind: "refused", reason: linkId.reason };
  if (youtubeId === null && videoId === null && videoFile === null) {
    return { line, label, kind: "refused", reason: "there is no YouTube link" };
  }
  if (link !== "" && videoFile !== null) {
    return {
      line,
      label,
      kind: "refused",
      reason: "the row has both a YouTube link and a Video file; a video plays from one: clear the other",
    };
  }
  const remove = parseDelete(cell("delete"));
  if (remove.ok && remove.value) return { line, label, kind: "delete", youtubeId, videoId, videoFile };

  const refused = (reason: string): PlannerEntry => ({ line, label, kind: "refused", reason });
  const title = cell("title").trim();
  if (title === "") return refused("the title is missing");
  const tooLong = textTooLong("title", title, VIDEO_TITLE_MAX_CHARS);
  if (tooLong) return refused(tooLong);
  // An empty level or length makes a draft (docs/content-planner.md "Drafts"); a wrong one is refused.
  const levelCell = cell("level");
  const level = levelCell.trim() === "" ? null : parseLevel(levelCell);
  if (level && !level.ok) return refused(level.reason);
  const premium = parseAccess(cell("access"));
  if (!premium.ok) return refused(premium.reason);
  const publishDate = parsePublishDate(cell("publishDate"));
  if (!publishDate.ok) return refused(publishDate.reason);
  // A video file's length is the file's own (the transcode measures it): its cells are not read.
  const lengthEmpty =
    videoFile !== null ||
    (lengthFrom === "duration"
      ? cell("duration").trim() === ""
      : cell("mins").trim() === "" && cell("secs").trim() === "");
  const duration = lengthEmpty
    ? null
    : lengthFrom === "duration"
      ? parseDuration(cell("duration"))
      : parseMinsSecs(cell("mins"), cell("secs"));
  if (duration && !duration.ok) return refused(duration.reason);
  const channel = cell("channel").trim();
  if (channel === "") return refused("the channel is missing");
  const channelTooLong = textTooLong("channel name", channel, CATALOG_NAME_MAX_CHARS);
  if (channelTooLong) return refused(channelTooLong);
  const visibleCell = optional("visible");
  const visible = visibleCell === undefined ? undefined : parseVisible(visibleCell);
  if (visible && !visible.ok) return refused(visible.reason);
  if (!remove.ok) return refused(remove.reason);
  const description = optional("description")?.trim();
  const descriptionTooLong =
    description === undefined ? null : textTooLong("description", description, VIDEO_DESCRIPTION_MAX_CHARS);
  if (descriptionTooLong) return refused(descriptionTooLong);
  const speakers = parseNameList(cell("speaker"));
  const topics = parseNameList(cell("tags"));
  const namesRefusal = namesTooMany("speakers", speakers) ?? namesTooMany("topics", topics);
  if (namesRefusal) return refused(namesRefusal);

  const row: PlannerVideoRow = {
    youtubeId,
    videoId,
    title,
    level: level?.value ?? null,
    premium: premium.value,
    publishDate: publishDate.value,
    durationSeconds: duration?.value ?? null,
    channel,
    speakers,
    topics,
  };
  if (description !== undefined) row.description = description;
  if (visible?.ok) row.visible = visible.value;
  for (const column of ["thumbnail", "subtitles", "audio"] as const) {
    const value = optional(column);
    if (value !== undefined) row[column] = value.trim();
  }
  if (videoFile !== null) row.videoFile = videoFile;
  const series = optional("series");
  if (series !== undefined) {
    const episode = cell("episode").trim();
    if (episode !== "" && !/^[1-9]\d{0,5}$/.test(episode)) {
      return refused(
        `episode "${episode}" is not a whole number from 1: write the episode's place in its series`,
      );
    }
    row.series = series.trim();
    row.episode = episode === "" ? null : Number(episode);
  }
  // The team's own columns: a value that is not a yes reads as no, and a next link is never refused.
  const markedCell = optional("seriesEpisode");
  if (markedCell !== undefined) {
    const marked = parseVisible(markedCell);
    row.seriesEpisode = markedCell.trim() !== "" && marked.ok && marked.value;
  }
  const nextLink = optional("nextEpisodeLink");
  if (nextLink !== undefined) row.nextEpisodeLink = nextLink.trim();
  return { line, label, kind: "video", row };
}

/**
 * The admin form's limits on a video's text (the contracts' constants), as a refusal of the row:
 * `the title has 99,999 characters; at most 300 are allowed`.
 */
function textTooLong(what: string, text: string, max: number): string | null {
  if (text.length <= max) return null;
  return `the ${what} has ${countOf(text.length, "character")}; at most ${formatCount(max)} are allowed`;
}

/** A speaker's or topic's name, and how many a video may have, as the admin form allows. */
function namesTooMany(what: "speakers" | "topics", names: string[]): string | null {
  if (names.length > VIDEO_NAMES_MAX)
    return `the row names ${names.length} ${what}; at most ${VIDEO_NAMES_MAX} are allowed`;
  const long = names.find((name) => name.length > CATALOG_NAME_MAX_CHARS);
  if (long === undefined) return null;
  const noun = what === "speakers" ? "speaker" : "topic";
  return `the ${noun} name “${long.slice(0, 40)}…” has ${countOf(long.length, "character")}; at most ${CATALOG_NAME_MAX_CHARS} are allowed`;
}
