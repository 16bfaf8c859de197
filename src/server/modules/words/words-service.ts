import { stringify } from "csv-stringify/sync";
import {
  type LearnerWord,
  type VideoWordsResponse,
  WORDS_EXPORT_CSV_COLUMNS,
  WORDS_PAGE_SIZE,
  WORDS_TEXTS,
  type WordListKind,
  type WordLookupResponse,
  type WordsListResponse,
  type WordsSummaryResponse,
} from "../../../shared/contracts/words";
import { cueWords } from "../../../shared/domain/subtitles";
import { wordsHeard } from "../../../shared/domain/words";
import type { Db } from "../../db/create-db";
import { badRequest, notFound } from "../../lib/app-error";
import { guardCell } from "../../lib/csv";
import { readPage } from "../../lib/read-page";
import { type Catalog, hasBit, shownDifficultyAt } from "../catalog-index/index";
import { createKeptAnswers } from "../learner-input/index";
import { accessCallerOf, type UserRow } from "../user/index";
import { NO_SUCH_VIDEO } from "../video/index";
import { analyseWord, foldWord, isRussianWord, lemmaOf, loadMorphology } from "./morphology";
import type { WordCoverage } from "./word-coverage";
import {
  acquisitionInputs,
  coverageOf,
  findVideoWords,
  type LearnerWordRow,
  learnerWord,
  learnerWords,
  setStarred,
  wordsSummary,
} from "./words-repository";

/** What a video's words are read from: the database, the in-memory catalog and coverage. */
export interface VideoWordsDeps {
  db: Db;
  catalog: Catalog;
  wordCoverage: WordCoverage;
}

/**
 * GET /api/video/{id}/words: 404 for a video the caller may not see or without a transcript. From
 * memory in the common case (a listed, analysed video: docs/words.md "Speed"); the difficulty is
 * the shown one, the catalog index's blend, as on the video's card.
 */
export async function videoWords(
  deps: VideoWordsDeps,
  videoId: string,
  user: UserRow | null,
): Promise<VideoWordsResponse> {
  const nowMs = Date.now();
  const index = deps.catalog.current(nowMs);
  const ordinal = index.ordinalById.get(videoId);
  if (ordinal !== undefined && hasBit(deps.catalog.visibleTo(index, accessCallerOf(user), nowMs), ordinal)) {
    const w = await deps.wordCoverage.figuresOf(videoId, index.version);
    if (w) {
      return {
        runningWords: w.running_words,
        distinctLemmas: w.distinct_lemmas,
        wordsPerMinute: w.words_per_minute,
        difficulty: shownDifficultyAt(index, ordinal) ?? w.difficulty,
        rarity: { beyond1000: w.beyond_1000, beyond3000: w.beyond_3000 },
        coverage: user ? await deps.wordCoverage.ofVideo(user.id, videoId, index.version, nowMs) : null,
      };
    }
  }
  // Not in this instance's index yet, not listed for the caller, or not analysed: the database says which.
  return videoWordsFromDatabase(deps.db, videoId, user);
}

async function videoWordsFromDatabase(
  db: Db,
  videoId: string,
  user: UserRow | null,
): Promise<VideoWordsResponse> {
  const found = await findVideoWords(db, videoId, user);
  if (!found.listed) throw notFound(NO_SUCH_VIDEO);
  const w = found.words;
  if (!w) throw notFound(found.hasSubtitles ? WORDS_TEXTS.notAnalysed : WORDS_TEXTS.noTranscript);
  return {
    runningWords: w.running_words,
    distinctLemmas: w.distinct_lemmas,
    wordsPerMinute: w.words_per_minute,
    difficulty: w.difficulty,
    rarity: { beyond1000: w.beyond_1000, beyond3000: w.beyond_3000 },
    coverage: user ? await coverageOf(db, user.id, videoId) : null,
  };
}

const HOUR_MS = 3_600_000;

/**
 * GET /api/user/words/summary, kept for each learner until their input or the catalog moves
 * (modules/learner-input): it is made of nothing else, the clock included.
 */
export function createKeptWordsSummary(db: Db) {
  const kept = createKeptAnswers<WordsSummaryResponse>(db);
  return (user: UserRow): Promise<WordsSummaryResponse> => kept(user, "", () => summaryFor(db, user));
}

/** The words summary as read afresh (createKeptWordsSummary keeps it). */
async function summaryFor(db: Db, user: Pick<UserRow, "id">): Promise<WordsSummaryResponse> {
  const [row, inputs] = await Promise.all([wordsSummary(db, user.id), acquisitionInputs(db, user.id)]);
  // The acquired count at each whole hour of input where it changed: the growth curve.
  const growth: WordsSummaryResponse["growth"] = [];
  inputs.forEach((ms, i) => {
    const hours = Math.floor(ms / HOUR_MS);
    const last = growth[growth.length - 1];
    if (last && last.hours === hours) last.acquired = i + 1;
    else growth.push({ hours, acquired: i + 1 });
  });
  return {
    heard: Math.round(row.heard),
    distinct: row.distinct,
    acquired: row.acquired,
    estimatedHeard: wordsHeard({
      transcriptWords: 0,
      secondsAtDefaultPace: row.ms_without_transcript / 1000,
    }),
    growth,
  };
}

function toLearnerWord(row: LearnerWordRow): LearnerWord {
  return {
    lemma: row.lemma,
    heard: row.heard,
    videos: row.videos,
    starred: row.starred,
    acquired: row.acquired,
    example:
      row.example_video_id !== null && row.example_sentence !== null
        ? {
            videoId: row.example_video_id,
            videoTitle: row.example_title ?? "",
            startSeconds: row.example_seconds ?? 0,
            sentence: row.example_sentence,
          }
        : null,
  };
}

/** GET /api/user/words?kind&page. */
export async function listFor(
  db: Db,
  user: UserRow,
  kind: WordListKind,
  page: number,
): Promise<WordsListResponse> {
  const { rows, hasMore } = await readPage(page, WORDS_PAGE_SIZE, (offset, limit) =>
    learnerWords(db, user.id, kind, offset, limit),
  );
  return { words: rows.map(toLearnerWord), hasMore };
}

/** A word as sent, to its lemma: 400 for anything but one Russian word. */
async function lemmaOfSent(word: string): Promise<string> {
  const words = cueWords(word);
  if (words.length !== 1 || words[0] !== word.trim() || !isRussianWord(word))
    throw badRequest("not_a_word", WORDS_TEXTS.notAWord);
  await loadMorphology();
  return lemmaOf(word.trim());
}

/** POST /api/user/words/star: a form is starred as its lemma. */
export async function starFor(db: Db, user: UserRow, word: string, starred: boolean) {
  const lemma = await lemmaOfSent(word);
  await setStarred(db, user.id, lemma, starred);
  return { lemma, starred };
}

/** GET /api/words/lookup. */
export async function lookupFor(db: Db, user: UserRow, word: string): Promise<WordLookupResponse> {
  await lemmaOfSent(word);
  const analysis = analyseWord(word.trim());
  const mine = await learnerWord(db, user.id, analysis.lemma);
  return {
    word: foldWord(word.trim()),
    ...analysis,
    heard: mine?.heard ?? 0,
    videos: mine?.videos ?? 0,
    starred: mine?.starred ?? false,
    acquired: mine?.acquired ?? false,
  };
}

const EXPORT_MAX_WORDS = 100_000;

/** The learner's words for the export: heard or starred, most heard first. */
export async function exportWords(db: Db, user: UserRow): Promise<LearnerWord[]> {
  return (await learnerWords(db, user.id, "export", 0, EXPORT_MAX_WORDS)).map(toLearnerWord);
}

/** CSV: one row per word, WORDS_EXPORT_CSV_COLUMNS, cells guarded against spreadsheet formulas. */
export function wordsCsv(words: readonly LearnerWord[]): string {
  const rows = words.map((w) =>
    [
      w.lemma,
      w.heard,
      w.videos,
      w.acquired,
      w.starred,
      w.example?.sentence ?? "",
      w.example?.videoId ?? "",
      w.example?.startSeconds ?? "",
    ].map((cell) => (typeof cell === "string" ? guardCell(cell) : cell)),
  );
  return stringify(rows, { header: true, columns: [...WORDS_EXPORT_CSV_COLUMNS] });
}

const html = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/[\t\r\n]+/g, " ");

/**
 * Anki's import (tab-separated, the header lines Anki reads): front, the word as it was heard in
 * the sentence (its lemma when none); back, the dictionary form and the sentence.
 */
export async function wordsAnki(words: readonly LearnerWord[]): Promise<string> {
  await loadMorphology();
  const lines = ["#separator:tab", "#html:true", "#columns:Front\tBack"];
  for (const w of words) {
    const sentence = w.example?.sentence ?? "";
    const heardAs = cueWords(sentence).find((token) => isRussianWord(token) && lemmaOf(token) === w.lemma);
    const front = heardAs ?? w.lemma;
    const back = sentence ? `${html(w.lemma)}<br>${html(sentence)}` : html(w.lemma);
    lines.push(`${html(front)}\t${back}`);
  }
  return `${lines.join("\n")}\n`;
}
