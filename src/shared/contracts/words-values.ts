/**
 * The words contract's values without zod (docs/architecture.md, "Adding a call"), for the web's
 * pages and for the server. `./words` re-exports them. The rules are docs/words.md.
 */
import { routesOf } from "./route-paths";

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

/** Words one page of the learner's word list holds. */
export const WORDS_PAGE_SIZE = 50;

/** The longest word the lookup and the star accept (characters). */
export const WORD_MAX_LENGTH = 60;

export const WORDS_TEXTS = {
  noTranscript: "This video has no transcript, so its words are not known.",
  notAnalysed: "This video's words are still being counted: try again in a minute.",
  notAWord: "word must be one Russian word, e.g. городе.",
} as const;

/** The calls' paths as the server registers them; `wordsRoutes` fills in the ids. */
export const wordsRoutePatterns = {
  /** GET: the video's words and, for a learner with a history, their coverage. */
  videoWords: "/api/video/:id/words",
} as const;

export const wordsRoutes = {
  ...routesOf(wordsRoutePatterns),
  /** GET: `{ heard, distinct, acquired, estimatedHeard, … }`. */
  summary: "/api/user/words/summary",
  /** GET `?kind=acquired|starred|heard&page=N`. */
  list: "/api/user/words",
  /** POST `{ lemma, starred }`. */
  star: "/api/user/words/star",
  /** GET `?format=csv|anki`: a download. */
  export: "/api/user/words/export",
  /** GET `?word=городе`: the word's dictionary form, grammar and the caller's counts. */
  lookup: "/api/words/lookup",
} as const;
