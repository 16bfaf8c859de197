import { parseCommaList } from "../../../../shared/domain/comma-list";
import { VIDEO_LEVELS, type VideoLevel } from "../../../../shared/domain/levels";
import { youtubeIdFromLink } from "../../../../shared/domain/youtube-link";

/*
 * The content planner's cells, one parser per kind of cell (docs/content-planner.md "The format").
 * Pure functions of the cell's text: the reader decides which cell goes where and in which order
 * the row's checks run. A refusal is a sentence starting in lower case, because the log prints it
 * after `row 7 (id): refused: `.
 */

export type CellResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/** The years a schedule date may fall in: a year outside them is a typo, not a plan. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
const DATE_HINT = "write it as 17.03.2024 or 2024-03-17";
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `17.03.2024`, `8.1.2025` (day first, as the team writes it) or `2024-03-17` → `2024-03-17`. */
export function parsePublishDate(cell: string): CellResult<string> {
  const text = cell.trim();
  if (text === "") return refuse(`the publish date is missing: ${DATE_HINT}`);
  const dotted = DOTTED_DATE.exec(text);
  const iso = dotted ? null : ISO_DATE.exec(text);
  const parts = dotted ? [dotted[3], dotted[2], dotted[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return refuse(`publish date "${text}" is not a date: ${DATE_HINT}`);
  const [year, month, day] = parts.map(Number) as [number, number, number];
  // Date.UTC rolls 31.02 over into March: a date is real when it survives the round trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return refuse(`publish date "${text}" is not a date: ${DATE_HINT}`);
  }
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return refuse(`publish date "${text}" is outside the years ${FIRST_YEAR} to ${LAST_YEAR}`);
  }
  return ok(`${year}-${pad(month)}-${pad(day)}`);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The longest video accepted, as in the admin's video form (and well inside the integer column). */
export const MAX_DURATION_SECONDS = 24 * 3600;
const WHOLE_NUMBER = /^\d+$/;

/** The length from the `mins` and `secs` columns; one of them may be empty (it counts as 0). */
export function parseMinsSecs(minsCell: string, secsCell: string): CellResult<number> {
  const mins = minsCell.trim();
  const secs = secsCell.trim();
  if (mins === "" && secs === "") return refuse("the length is missing: fill in mins and secs");
  if (mins !== "" && !WHOLE_NUMBER.test(mins)) {
    return refuse(`mins "${mins}" is not a whole number of minutes`);
  }
  if (secs !== "" && !(WHOLE_NUMBER.test(secs) && Number(secs) <= 59)) {
    return refuse(`secs "${secs}" is not a whole number of seconds from 0 to 59`);
  }
  return checkLength(Number(mins || 0) * 60 + Number(secs || 0), "mins and secs");
}

const DURATION_HINT = "write it as seconds (886), m:ss (14:46) or h:mm:ss (1:07:44)";
const SECONDS = /^(\d+)$/;
const MINUTES_SECONDS = /^(\d+):([0-5]\d)$/;
const HOURS_MINUTES_SECONDS = /^(\d+):([0-5]\d):([0-5]\d)$/;

/** The length from one `Duration` column: seconds, `m:ss` or `h:mm:ss`. */
export function parseDuration(cell: string): CellResult<number> {
  const text = cell.trim();
  if (text === "") return refuse("the length is missing: fill in Duration");
  let match = SECONDS.exec(text);
  if (match) return checkLength(Number(match[1]), "Duration");
  match = MINUTES_SECONDS.exec(text);
  if (match) return checkLength(Number(match[1]) * 60 + Number(match[2]), "Duration");
  match = HOURS_MINUTES_SECONDS.exec(text);
  if (match)
    return checkLength(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]), "Duration");
  return refuse(`duration "${text}" is not a length: ${DURATION_HINT}`);
}

function checkLength(seconds: number, columns: string): CellResult<number> {
  if (seconds === 0) return refuse(`the length is 0 seconds: fill in ${columns}`);
  if (seconds > MAX_DURATION_SECONDS) return refuse(`the length ${seconds} seconds is more than 24 hours`);
  return ok(seconds);
}

const LEVEL_LIST = VIDEO_LEVELS.join(", ");
const LEVELS_BY_LOWER = new Map<string, VideoLevel>(
  VIDEO_LEVELS.map((level) => [level.toLowerCase(), level]),
);

/** One of the seven levels, in any letter case, given back in its canonical spelling. */
export function parseLevel(cell: string): CellResult<VideoLevel> {
  const text = cell.trim();
  if (text === "") return refuse(`the level is missing: write one of ${LEVEL_LIST}`);
  const level = LEVELS_BY_LOWER.get(text.toLowerCase());
  return level ? ok(level) : refuse(`level "${text}" is not one of ${LEVEL_LIST}`);
}

/**
 * A cell of two values, read in any case after trimming: its words for true and for false, what
 * an empty cell means, and how a refusal names the column and the values it takes.
 */
type TwoValuedCell = {
  column: string;
  yes: ReadonlySet<string>;
  no: ReadonlySet<string>;
  empty: boolean;
  values: string;
};

function parseTwoValued(cell: string, kind: TwoValuedCell): CellResult<boolean> {
  const text = cell.trim();
  const lower = text.toLowerCase();
  if (lower === "") return ok(kind.empty);
  if (kind.yes.has(lower)) return ok(true);
  if (kind.no.has(lower)) return ok(false);
  return refuse(`${kind.column} "${text}" is not ${kind.values}`);
}

const YES = new Set(["yes", "true", "1"]);
const NO = new Set(["no", "false", "0"]);

const ACCESS: TwoValuedCell = {
  column: "access",
  yes: new Set(["premium"]),
  no: new Set(["free"]),
  empty: false,
  values: "Free or Premium",
};

/** `Free` or `Premium` in any case; empty is Free. The value is true for Premium. */
export function parseAccess(cell: string): CellResult<boolean> {
  return parseTwoValued(cell, ACCESS);
}

/**
 * Whether the row is for the platform (`Upload to platform`): only an explicit no (no, false or 0,
 * the words Visible and Delete read as no) skips it, so a planner whose team never fills in that
 * column is applied whole.
 */
export function parseUploadFlag(cell: string): boolean {
  return !NO.has(cell.trim().toLowerCase());
}

const VISIBLE: TwoValuedCell = { column: "visible", yes: YES, no: NO, empty: true, values: "YES or no" };

/** `Visible`: YES or no (also true/false, 1/0), any case; empty is YES. */
export function parseVisible(cell: string): CellResult<boolean> {
  return parseTwoValued(cell, VISIBLE);
}

const DELETE: TwoValuedCell = { column: "delete", yes: YES, no: NO, empty: false, values: "YES or empty" };

/**
 * `Delete`: YES (also true, 1) deletes; empty, no, false and 0 do not. Anything else is refused
 * rather than guessed, since a wrong guess either way loses a video or keeps one meant to go.
 */
export function parseDelete(cell: string): CellResult<boolean> {
  return parseTwoValued(cell, DELETE);
}

/**
 * `Speaker` and `Tags`: a comma list in which a name holding commas is quoted (docs/content-planner.md). Names
 * are trimmed, empty ones dropped, and of names that differ only in letter case the first spelling
 * is kept, since the catalog matches names in any case.
 */
export function parseNameList(cell: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of parseCommaList(cell)) {
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** The YouTube id of a `Youtube Link` cell, in any of YouTube's link forms (or a bare id). */
export function parseYoutubeLink(cell: string): CellResult<string> {
  const text = cell.trim();
  if (text === "") return refuse("there is no YouTube link");
  const id = youtubeIdFromLink(text);
  return id ? ok(id) : refuse(`link "${text}" is not a link to a YouTube video`);
}
