/**
 * The words calls' paths, apart from the other values of the words contract (words-values.ts
 * re-exports them): /progress's first screen names its words summary call, and the script of that
 * first screen carries these paths and nothing else of the contract (docs/web-performance.md).
 */
import { routesOf } from "./route-paths";

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
