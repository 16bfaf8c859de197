import { stringify } from "csv-stringify/sync";

/** A cell of a CSV the admin downloads. */
export type CsvCell = string | number | boolean;

// A spreadsheet runs a cell that starts with one of these as a formula (or a DDE command): a name
// or an answer a learner typed must never do that on the admin's computer. The quote makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as a spreadsheet may safely open it: text that would start a formula is quoted with `'`. */
export function guardCell<T extends CsvCell | undefined>(value: T): T {
  return (typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value) as T;
}

const GUARDED_START = /^'[=+\-@\t\r]/;

/**
 * A cell of a CSV we wrote read back (the content planner's upload of its download): the quote
 * `guardCell` added is taken off again, so that the download uploaded back changes nothing.
 */
export function unguardCell(value: string): string {
  return GUARDED_START.test(value) ? value.slice(1) : value;
}

/**
 * A CSV for a spreadsheet: UTF-8 with a byte order mark (so that Excel reads Cyrillic), a header
 * row of `columns`, CRLF line ends, booleans as true/false; every text cell that could start a
 * formula is neutralised.
 */
export function toCsv<C extends string>(columns: readonly C[], rows: Record<C, CsvCell>[]): string {
  const guarded = rows.map((row) =>
    Object.fromEntries(columns.map((column) => [column, guardCell(row[column])])),
  );
  return stringify(guarded, {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: "windows",
    cast: { boolean: (value) => (value ? "true" : "false") },
  });
}
