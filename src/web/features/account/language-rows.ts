import {
  findLanguage,
  formatLanguages,
  LANGUAGE_GROUPS,
  LANGUAGE_LEVELS,
  type LearnerLanguage,
  readLanguages,
} from "../../../shared/domain/languages";

/** One row of the languages editor: a learner's language, where "" in either field means not chosen yet. */
export type LanguageRow = LearnerLanguage;

export const EMPTY_LANGUAGE_ROW: LanguageRow = { code: "", level: "" };

/** The level a newly chosen language starts at (docs/screens.md "Account settings"). */
export const FIRST_LEVEL = "A1";

/**
 * The editor's rows for the stored "code:level" list. A code the picker does not offer becomes
 * an empty row (docs/product-rules.md "Data and defaults"), as does its level; a known code with an unknown level keeps the code.
 */
export function rowsFromLanguages(text: string): LanguageRow[] {
  return readLanguages(text).map(({ code, level }) => {
    const language = findLanguage(code);
    if (!language) return { ...EMPTY_LANGUAGE_ROW };
    const knownLevel = LANGUAGE_LEVELS.find((l) => l.toLowerCase() === level.toLowerCase());
    return { code: language.value, level: knownLevel ?? "" };
  });
}

/** The stored form of the rows; rows without a language are left out. */
export function languagesFromRows(rows: readonly LanguageRow[]): string {
  return formatLanguages(rows.filter((row) => row.code !== ""));
}

/** Add appends an empty row. */
export function addLanguageRow(rows: readonly LanguageRow[]): LanguageRow[] {
  return [...rows, { ...EMPTY_LANGUAGE_ROW }];
}

/** Remove drops the last row. */
export function removeLastLanguageRow(rows: readonly LanguageRow[]): LanguageRow[] {
  return rows.slice(0, -1);
}

/** Choosing a language sets that row's level to A1; clearing it clears the level. */
export function chooseLanguage(rows: readonly LanguageRow[], index: number, code: string): LanguageRow[] {
  return rows.map((row, i) => (i === index ? { code, level: code === "" ? "" : FIRST_LEVEL } : row));
}

export function chooseLevel(rows: readonly LanguageRow[], index: number, level: string): LanguageRow[] {
  return rows.map((row, i) => (i === index ? { ...row, level } : row));
}

/** The multiplier one row's language puts on the level hours; null for an empty row. */
export function rowMultiplier(row: LanguageRow): { factor: number; group: string } | null {
  const language = row.code ? findLanguage(row.code) : undefined;
  if (!language) return null;
  const group = LANGUAGE_GROUPS[language.group];
  return { factor: group.factor, group: group.label };
}
