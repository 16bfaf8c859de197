/**
 * The words contract's values without zod (docs/architecture.md, "Adding a call"), for the web's
 * pages and for the server. `./words` re-exports them. The rules are docs/words.md.
 */

/** The difficulty score's range (docs/words.md "Difficulty"). */
export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 100;

/**
 * The comprehensible zone: the share of a video's running words a learner knows for the input to
 * be comprehensible (docs/words.md "Coverage"); "Best for you" sorts by the distance to it.
 */
export const COMPREHENSIBLE_ZONE = { min: 0.9, max: 0.98 } as const;

/** The kinds of the learner's word list. */
export const WORD_LIST_KINDS = ["acquired", "starred", "heard"] as const;
export type WordListKind = (typeof WORD_LIST_KINDS)[number];

/** The formats of the learner's word list's export (GET /api/user/words/export?format=…). */
export const WORDS_EXPORT_FORMATS = ["csv", "anki"] as const;
export type WordsExportFormat = (typeof WORDS_EXPORT_FORMATS)[number];

/** Words one page of the learner's word list holds. */
export const WORDS_PAGE_SIZE = 50;

/** The longest word the lookup and the star accept (characters). */
export const WORD_MAX_LENGTH = 60;

export const WORDS_TEXTS = {
  noTranscript: "This video has no transcript, so its words are not known.",
  notAnalysed: "This video's words are still being counted: try again in a minute.",
  notAWord: "word must be one Russian word, e.g. городе.",
} as const;

export { wordsRoutePatterns, wordsRoutes } from "./words-routes";
