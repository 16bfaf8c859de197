import { z } from "zod";
import { booleanField } from "./boolean-field";
import { pagedListSchema, pageParam } from "./paging";
import { textField } from "./text";
import { WORD_LIST_KINDS, WORD_MAX_LENGTH, WORDS_EXPORT_FORMATS, WORDS_TEXTS } from "./words-values";

export {
  COMPREHENSIBLE_ZONE,
  DIFFICULTY_MAX,
  DIFFICULTY_MIN,
  WORD_LIST_KINDS,
  WORD_MAX_LENGTH,
  WORDS_EXPORT_FORMATS,
  WORDS_PAGE_SIZE,
  WORDS_TEXTS,
  type WordListKind,
  type WordsExportFormat,
  wordsRoutePatterns,
  wordsRoutes,
} from "./words-values";

/**
 * Words (docs/words.md): what a learner has heard and acquired, and how hard a video is for them.
 * A lemma is a word's dictionary form, lower case, ё written е.
 */

/**
 * A video's difficulty and the caller's coverage of it, as cards and the watch page show them
 * ("You know about 87% of its words"). `difficulty` is null until the video's transcript has been
 * analysed (or when it has none); `coverage` is null for a caller without history.
 */
export const videoDifficultySchema = z.object({
  difficulty: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullable()
    .describe("1 (easiest) to 100; null without an analysed transcript."),
  coverage: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .describe(
      "Share (0..1) of the video's running words whose lemma the caller has acquired; null without history.",
    ),
});

/** GET /api/video/{id}/words (404 when the video has no transcript). */
export const videoWordsResponseSchema = videoDifficultySchema.extend({
  runningWords: z.number().int().describe("Words spoken in the transcript, repeats included."),
  distinctLemmas: z.number().int().describe("Different dictionary forms among them."),
  wordsPerMinute: z.number().describe("Running words per minute of cue time (the time someone speaks)."),
  difficulty: z.number().int().min(1).max(100).describe("1 (easiest) to 100 (docs/words.md)."),
  /** Share of running words whose lemma is outside the 1,000 / 3,000 most frequent. */
  rarity: z.object({ beyond1000: z.number(), beyond3000: z.number() }),
});
export type VideoWordsResponse = z.infer<typeof videoWordsResponseSchema>;

/** GET /api/user/words/summary: the learner's words (docs/words.md "Words heard"). */
export const wordsSummaryResponseSchema = z.object({
  heard: z.number().int().describe("Running words heard in videos with a transcript, counted cue by cue."),
  distinct: z.number().int().describe("Distinct lemmas met."),
  acquired: z.number().int().describe('Lemmas acquired (docs/words.md "Acquired words").'),
  estimatedHeard: z
    .number()
    .int()
    .describe(
      "Words heard estimated at 100 a minute for input without a transcript (other videos, off-platform).",
    ),
  /** The acquired count as input grew: one point per whole hour of input at which it changed, oldest first. */
  growth: z.array(z.object({ hours: z.number(), acquired: z.number().int() })),
});
export type WordsSummaryResponse = z.infer<typeof wordsSummaryResponseSchema>;

/** Where a word was heard: the cue's text and the moment of the video (a link to it). */
export const wordExampleSchema = z.object({
  videoId: z.string(),
  videoTitle: z.string(),
  startSeconds: z.number(),
  sentence: z.string().describe("The cue's text."),
});

export const learnerWordSchema = z.object({
  lemma: z.string(),
  heard: z.number().int().describe("Times heard (a cue heard twice counts twice)."),
  videos: z.number().int().describe("Videos it was heard in."),
  starred: z.boolean(),
  acquired: z.boolean(),
  /** A sentence it was heard in; null for a starred word never heard. */
  example: wordExampleSchema.nullable(),
});
export type LearnerWord = z.infer<typeof learnerWordSchema>;

/** GET /api/user/words?kind&page: acquired and heard most-heard first, starred newest first. */
export const wordsListQuerySchema = z.object({
  kind: z.enum(WORD_LIST_KINDS, { error: "kind must be acquired, starred or heard." }).default("heard"),
  page: pageParam,
});
export const wordsListResponseSchema = pagedListSchema("words", learnerWordSchema);
export type WordsListResponse = z.infer<typeof wordsListResponseSchema>;

const wordField = (field: string) =>
  textField({
    notText: `${field} is required: ${WORDS_TEXTS.notAWord}`,
    empty: `${field} is required: ${WORDS_TEXTS.notAWord}`,
    max: WORD_MAX_LENGTH,
    tooLong: `${field} can have at most ${WORD_MAX_LENGTH} characters.`,
    label: field,
  });

/** POST /api/user/words/star: the word is taken to its lemma first (a form may be sent). */
export const starWordRequestSchema = z.object({
  lemma: wordField("lemma"),
  starred: booleanField("starred"),
});
export type StarWordRequest = z.infer<typeof starWordRequestSchema>;
export const starWordResponseSchema = z.object({ lemma: z.string(), starred: z.boolean() });

/** GET /api/user/words/export?format=csv|anki (default csv). Anki: tab-separated, word, then lemma and sentence. */
export const wordsExportQuerySchema = z.object({
  format: z.enum(WORDS_EXPORT_FORMATS, { error: "format must be csv or anki." }).default("csv"),
});
export const WORDS_EXPORT_CSV_COLUMNS = [
  "lemma",
  "heard",
  "videos",
  "acquired",
  "starred",
  "sentence",
  "videoId",
  "startSeconds",
] as const;

/** GET /api/words/lookup?word=городе: for any visitor; the counts are the caller's (0 without a session). */
export const wordLookupQuerySchema = z.object({ word: wordField("word") });

/** The grammar of the word form (OpenCorpora's tags read into words); null where it does not apply. */
export const wordGrammarSchema = z.object({
  partOfSpeech: z.string().nullable().describe("noun, verb, adjective, … (null when unknown)."),
  case: z
    .string()
    .nullable()
    .describe("nominative, genitive, dative, accusative, instrumental, prepositional, …"),
  number: z.string().nullable().describe("singular or plural."),
  gender: z.string().nullable().describe("masculine, feminine or neuter."),
  person: z.string().nullable().describe("1st, 2nd or 3rd."),
  tense: z.string().nullable().describe("past, present or future."),
  aspect: z.string().nullable().describe("perfective or imperfective."),
});
export type WordGrammar = z.infer<typeof wordGrammarSchema>;

export const wordLookupResponseSchema = z.object({
  word: z.string().describe("The form asked about, lower case."),
  lemma: z
    .string()
    .describe("Its dictionary form (ё written е); the word itself when unknown to the dictionary."),
  known: z.boolean().describe("Whether the dictionary knows the word."),
  grammar: wordGrammarSchema,
  heard: z.number().int(),
  videos: z.number().int(),
  starred: z.boolean(),
  acquired: z.boolean(),
});
export type WordLookupResponse = z.infer<typeof wordLookupResponseSchema>;
