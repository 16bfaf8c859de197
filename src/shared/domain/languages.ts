import { LANGUAGE_ROWS, type LanguageGroupCode } from "./languages-data";

/** How close a learner's language is to Russian (docs/progress.md "Level and the language factor"). */
export const LANGUAGE_GROUP_NAMES = [
  "slavic",
  "germanic",
  "romance",
  "otherIndoEuropean",
  "unrelated",
] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUP_NAMES)[number];

export interface LanguageGroupInfo {
  label: string;
  /** Multiplies the hours of every level band (docs/progress.md "Level and the language factor"). */
  factor: number;
  /** Why the factor is what it is, for the learner. */
  explanation: string;
}

export const LANGUAGE_GROUPS: Readonly<Record<LanguageGroup, LanguageGroupInfo>> = {
  slavic: {
    label: "Slavic",
    factor: 0.5,
    explanation:
      "Your language is Slavic, like Russian: you already know much of its grammar (cases, verb aspect) " +
      "and many of its words, so each level takes about half the usual hours.",
  },
  germanic: {
    label: "Germanic",
    factor: 1,
    explanation:
      "Germanic languages such as English and German share old Indo-European roots and many international " +
      "words with Russian, but little of its grammar: the usual hours apply.",
  },
  romance: {
    label: "Romance",
    factor: 1,
    explanation:
      "Romance languages share old Indo-European roots with Russian, and Russian took many words from " +
      "French and Latin; its grammar is new to you: the usual hours apply.",
  },
  otherIndoEuropean: {
    label: "Other Indo-European",
    factor: 1.5,
    explanation:
      "Your language is Indo-European, like Russian, but from another branch (Baltic, Celtic, Greek, " +
      "Armenian, Albanian, Indo-Iranian): fewer words are familiar, so each level takes about one and " +
      "a half times the usual hours.",
  },
  unrelated: {
    label: "Unrelated",
    factor: 2,
    explanation:
      "Your language is not related to Russian, so nearly every word and much of the grammar is new: " +
      "each level takes about twice the usual hours.",
  },
};

/** A language with no value scores this in the minimum, so it never lowers it (docs/progress.md "Level and the language factor"). */
export const NO_VALUE_FACTOR = 100;
/**
 * The factor when no listed language has a value (no languages, or only unknown codes): the
 * published bands unchanged, rather than the no-value score of 100, which would make every level 100 times longer.
 */
export const FALLBACK_LANGUAGE_FACTOR = 1;

const GROUP_OF_CODE: Record<LanguageGroupCode, LanguageGroup> = {
  S: "slavic",
  G: "germanic",
  R: "romance",
  I: "otherIndoEuropean",
  U: "unrelated",
};

/** One entry of the language picker (docs/product-rules.md "Data and defaults"), with its group. */
export interface LanguageOption {
  label: string;
  /** ISO 639-1 code where one exists, else ISO 639-3. */
  value: string;
  group: LanguageGroup;
}

/** About 250 languages, sorted by name. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = LANGUAGE_ROWS.map(([value, label, group]) => ({
  label,
  value,
  group: GROUP_OF_CODE[group],
})).sort((a, b) => a.label.localeCompare(b.label, "en"));

const OPTION_BY_CODE = new Map(LANGUAGE_OPTIONS.map((o) => [o.value, o]));

export function findLanguage(code: string): LanguageOption | undefined {
  return OPTION_BY_CODE.get(code.trim().toLowerCase());
}

/** The learner's level in one of their languages (A1 to C2, or Native: docs/product-rules.md "Data and defaults"). */
export const LANGUAGE_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2", "Native"] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

export interface LearnerLanguage {
  code: string;
  level: string;
}

/** At most this many languages in a profile. */
export const MAX_LEARNER_LANGUAGES = 20;

/**
 * Reads the stored "code:level" list leniently, for display and the factor: empty entries are
 * dropped, codes are lower-cased. Unknown codes stay in the list (shown as an empty row: docs/product-rules.md "Data and defaults").
 */
export function readLanguages(text: string): LearnerLanguage[] {
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const [code = "", level = ""] = entry.split(":").map((p) => p.trim());
      return { code: code.toLowerCase(), level };
    })
    .filter((language) => language.code !== "");
}

/** The stored form: "en:B2,de:A1". */
export function formatLanguages(languages: readonly LearnerLanguage[]): string {
  return languages.map((l) => `${l.code}:${l.level}`).join(",");
}

export type LanguagesCheck = { ok: true; value: string } | { ok: false; error: string };

/**
 * Checks a "code:level" list as the account form sends it and returns it in its stored form.
 * Empty rows are dropped; an unknown code, an unknown level or a language listed twice is refused
 * with a sentence, since the picker only offers known ones.
 */
export function checkLanguages(text: string): LanguagesCheck {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "" && entry !== ":");
  const seen = new Set<string>();
  const result: LearnerLanguage[] = [];
  for (const entry of entries) {
    const parts = entry.split(":").map((p) => p.trim());
    if (parts.length !== 2) {
      return { ok: false, error: `"${entry}" is not a language entry: write it as code:level, e.g. en:B2.` };
    }
    const [code = "", rawLevel = ""] = parts;
    if (code === "") continue; // an empty row of the editor
    const language = findLanguage(code);
    if (!language) {
      return { ok: false, error: `Unknown language code "${code}": choose a language from the list.` };
    }
    const level = LANGUAGE_LEVELS.find((l) => l.toLowerCase() === rawLevel.toLowerCase());
    if (!level) {
      return {
        ok: false,
        error: `Choose a level for ${language.label}: one of ${LANGUAGE_LEVELS.join(", ")}.`,
      };
    }
    if (seen.has(language.value)) {
      return { ok: false, error: `${language.label} is listed twice: list each language once.` };
    }
    seen.add(language.value);
    result.push({ code: language.value, level });
  }
  if (result.length > MAX_LEARNER_LANGUAGES) {
    return { ok: false, error: `You can list at most ${MAX_LEARNER_LANGUAGES} languages.` };
  }
  return { ok: true, value: formatLanguages(result) };
}

/** The factor of one language code: its group's, or NO_VALUE_FACTOR when the code is unknown. */
export function factorOfLanguage(code: string): number {
  const language = findLanguage(code);
  return language ? LANGUAGE_GROUPS[language.group].factor : NO_VALUE_FACTOR;
}

/**
 * The learner's language factor: the minimum group factor over all of their languages, whatever
 * their level in each (docs/progress.md "Level and the language factor"). FALLBACK_LANGUAGE_FACTOR when none of them has a value.
 */
export function languageFactor(languages: string | readonly LearnerLanguage[]): number {
  const list = typeof languages === "string" ? readLanguages(languages) : languages;
  const factor = list.reduce((min, l) => Math.min(min, factorOfLanguage(l.code)), NO_VALUE_FACTOR);
  return factor === NO_VALUE_FACTOR ? FALLBACK_LANGUAGE_FACTOR : factor;
}

/** The language that sets the factor (the closest to Russian), if any is known. */
export function closestLanguage(languages: string | readonly LearnerLanguage[]): LanguageOption | undefined {
  const list = typeof languages === "string" ? readLanguages(languages) : languages;
  let best: LanguageOption | undefined;
  for (const { code } of list) {
    const option = findLanguage(code);
    if (option && (!best || LANGUAGE_GROUPS[option.group].factor < LANGUAGE_GROUPS[best.group].factor)) {
      best = option;
    }
  }
  return best;
}
