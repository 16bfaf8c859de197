import { createRequire } from "node:module";
import path from "node:path";
import Az from "az";
import type { WordGrammar } from "../../../shared/contracts/words";

/*
 * The Russian morphological analyser (`az`, OpenCorpora's dictionaries; docs/words.md
 * "Lemmas"). Its dictionaries (about 11 MB on disk, some 80 MB in memory) load once, on first use:
 * an instance that never analyses a transcript or looks a word up never loads them.
 */

let loading: Promise<void> | undefined;

/** Loads the dictionaries once; every caller waits for the same load. */
export function loadMorphology(): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const dicts = path.join(path.dirname(createRequire(import.meta.url).resolve("az")), "..", "dicts");
    Az.Morph.init(dicts, (error) => (error ? reject(error) : resolve()));
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A word as matched: lower case, ё written е (so "ёлка" and "елка" are one word). */
export function foldWord(word: string): string {
  return word.toLowerCase().replaceAll("ё", "е");
}

const CYRILLIC = /[а-яё]/i;

/** Whether a token of the transcript is a Russian word (digits and Latin words are not analysed). */
export function isRussianWord(token: string): boolean {
  return CYRILLIC.test(token);
}

// Forms repeat a lot (a catalog has far fewer distinct forms than running words): each is
// analysed once. Bounded, so that a huge catalog cannot grow it without end.
const LEMMA_CACHE_MAX = 200_000;
const lemmaCache = new Map<string, string>();

/** The dictionary form of a Russian word, folded; the folded word itself for one the analyser cannot read. Call after `loadMorphology`. */
export function lemmaOf(word: string): string {
  const folded = foldWord(word);
  const cached = lemmaCache.get(folded);
  if (cached !== undefined) return cached;
  const best = Az.Morph(word.toLowerCase())[0];
  const lemma = best ? foldWord(best.normalize().word) : folded;
  if (lemmaCache.size >= LEMMA_CACHE_MAX) lemmaCache.clear();
  lemmaCache.set(folded, lemma);
  return lemma;
}

const PARTS_OF_SPEECH: Record<string, string> = {
  NOUN: "noun",
  ADJF: "adjective",
  ADJS: "short adjective",
  COMP: "comparative",
  VERB: "verb",
  INFN: "infinitive",
  PRTF: "participle",
  PRTS: "short participle",
  GRND: "gerund",
  NUMR: "numeral",
  ADVB: "adverb",
  NPRO: "pronoun",
  PRED: "predicative",
  PREP: "preposition",
  CONJ: "conjunction",
  PRCL: "particle",
  INTJ: "interjection",
};
const CASES: Record<string, string> = {
  nomn: "nominative",
  gent: "genitive",
  gen1: "genitive",
  gen2: "genitive",
  datv: "dative",
  accs: "accusative",
  acc2: "accusative",
  ablt: "instrumental",
  loct: "prepositional",
  loc1: "prepositional",
  loc2: "locative",
  voct: "vocative",
};
const NUMBERS: Record<string, string> = { sing: "singular", plur: "plural" };
const GENDERS: Record<string, string> = { masc: "masculine", femn: "feminine", neut: "neuter" };
const PERSONS: Record<string, string> = { "1per": "1st", "2per": "2nd", "3per": "3rd" };
const TENSES: Record<string, string> = { past: "past", pres: "present", futr: "future" };
const ASPECTS: Record<string, string> = { perf: "perfective", impf: "imperfective" };

const named = (names: Record<string, string>, grammeme: string | undefined) =>
  (grammeme && names[grammeme]) ?? null;

/** The word's most likely reading: its dictionary form and grammar, in words. Call after `loadMorphology`. */
export function analyseWord(word: string): { lemma: string; known: boolean; grammar: WordGrammar } {
  const best = isRussianWord(word) ? Az.Morph(word.toLowerCase())[0] : undefined;
  const tag = best?.tag;
  return {
    lemma: best ? foldWord(best.normalize().word) : foldWord(word),
    known: best !== undefined && tag?.POST !== undefined,
    grammar: {
      partOfSpeech: named(PARTS_OF_SPEECH, tag?.POST),
      case: named(CASES, tag?.CAse),
      number: named(NUMBERS, tag?.NMbr),
      gender: named(GENDERS, tag?.GNdr),
      person: named(PERSONS, tag?.PErs),
      tense: named(TENSES, tag?.TEns),
      aspect: named(ASPECTS, tag?.ASpc),
    },
  };
}
