import { newStemmer } from "snowball-stemmers";

// Snowball stemmers, the same algorithms PostgreSQL's `russian` and `english` configurations use.
const russian = newStemmer("russian");
const english = newStemmer("english");

const CYRILLIC = /[а-я]/;
const LATIN_ONLY = /^[a-z]+$/;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Words that carry no meaning in a search; dropped from a query that has other words, so that
 * "история о городе" does not require some word of the video to begin with "о".
 */
const STOP_WORDS = new Set(
  "а в во и к ко на не но о об от по с со у из за до для a an and in of on the to".split(" "),
);

/** Lower case, with ё folded into е (Russian text uses them interchangeably). */
export function normalizeText(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е");
}

/** The words of a text, normalised; punctuation and hyphens separate words. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** The stem of a normalised word: Russian Snowball for Cyrillic, English Snowball for Latin words. */
export function stemOf(word: string): string {
  if (CYRILLIC.test(word)) return russian.stem(word);
  if (LATIN_ONLY.test(word)) return english.stem(word);
  return word;
}

/** The words a query asks for: every one of them must match (stop words only count when alone). */
export function queryWordsOf(query: string): string[] {
  const words = [...new Set(wordsOf(query))];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}
