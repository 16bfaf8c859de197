import { andInto, type Bitset, bitsetOf, emptyBitset, orInto, orPostingsInto } from "./bitset";
import { queryWordsOf, stemOf, wordsOf } from "./search-text";

/**
 * An inverted index of the catalog's words: every distinct (normalised) word with the sorted
 * ordinals of the videos that contain it, and every stem with the videos of all its word forms.
 * A query word matches a video when one of the video's words has the same stem ("городам" →
 * "город") or begins with the query word ("горо" → "город").
 */
export interface TextIndex {
  size: number;
  /** Distinct words in code-unit order, so that the words with a given prefix are one range. */
  words: string[];
  wordPostings: Posting[];
  stemPostings: Map<string, Posting>;
}

/**
 * The videos of one word or stem: a sorted list of ordinals when few have it, a bitset when more
 * than 1 in 32 do (then the bitset is also the smaller of the two, and ORs a word at a time).
 */
export type Posting = { dense: true; videos: Bitset } | { dense: false; videos: Uint32Array };

function postingOf(ordinals: Uint32Array, size: number): Posting {
  return ordinals.length * 32 > size
    ? { dense: true, videos: bitsetOf(size, ordinals) }
    : { dense: false, videos: ordinals };
}

function orPosting(target: Bitset, posting: Posting): void {
  if (posting.dense) orInto(target, posting.videos);
  else orPostingsInto(target, posting.videos);
}

/** `textsOf(ordinal)` gives the searchable texts of one video (title, description, names…). */
export function buildTextIndex(size: number, textsOf: (ordinal: number) => string[]): TextIndex {
  const byWord = new Map<string, number[]>();
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const seen = new Set<string>();
    for (const text of textsOf(ordinal)) for (const word of wordsOf(text)) seen.add(word);
    for (const word of seen) {
      const list = byWord.get(word);
      if (list) list.push(ordinal);
      else byWord.set(word, [ordinal]);
    }
  }
  const words = [...byWord.keys()].sort(compareCodeUnits);
  const ordinals = words.map((w) => Uint32Array.from(byWord.get(w)!));
  return {
    size,
    words,
    wordPostings: ordinals.map((list) => postingOf(list, size)),
    stemPostings: postingsByStem(size, words, ordinals),
  };
}

function postingsByStem(size: number, words: string[], ordinals: Uint32Array[]): Map<string, Posting> {
  const wordsByStem = new Map<string, number[]>();
  words.forEach((word, i) => {
    const stem = stemOf(word);
    const list = wordsByStem.get(stem);
    if (list) list.push(i);
    else wordsByStem.set(stem, [i]);
  });
  const result = new Map<string, Posting>();
  for (const [stem, wordIndexes] of wordsByStem) {
    result.set(stem, postingOf(unionOf(wordIndexes.map((i) => ordinals[i]!)), size));
  }
  return result;
}

/** The sorted union of sorted ordinal lists (typed arrays throughout: a rebuild stays lean). */
function unionOf(lists: Uint32Array[]): Uint32Array {
  if (lists.length === 1) return lists[0]!;
  const all = new Uint32Array(lists.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!;
  return all.slice(0, kept);
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Index of the first word not less than `prefix` (binary search). */
function firstWordFrom(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The videos matching one query word, by stem or by prefix. */
function matchWord(index: TextIndex, word: string, empty: () => Bitset): Bitset {
  const matches = empty();
  const sameStem = index.stemPostings.get(stemOf(word));
  if (sameStem) orPosting(matches, sameStem);
  for (let i = firstWordFrom(index.words, word); i < index.words.length; i++) {
    if (!index.words[i]!.startsWith(word)) break;
    orPosting(matches, index.wordPostings[i]!);
  }
  return matches;
}

/**
 * The videos matching every word of the query; null when the query has no words (no filter).
 * `empty` gives the empty sets it works in (the engine's arena; new ones by default).
 */
export function matchQuery(
  index: TextIndex,
  query: string,
  empty: () => Bitset = () => emptyBitset(index.size),
): Bitset | null {
  const words = queryWordsOf(query);
  if (words.length === 0) return null;
  const result = matchWord(index, words[0]!, empty);
  for (const word of words.slice(1)) andInto(result, matchWord(index, word, empty));
  return result;
}
