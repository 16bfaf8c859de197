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

/** Whether a word (or stem) of `count` videos out of `size` is kept as a bitset. */
function isDense(count: number, size: number): boolean {
  return count * 32 > size;
}

function postingOf(ordinals: Uint32Array, size: number): Posting {
  return isDense(ordinals.length, size)
    ? { dense: true, videos: bitsetOf(size, ordinals) }
    : { dense: false, videos: ordinals };
}

function orPosting(target: Bitset, posting: Posting): void {
  if (posting.dense) orInto(target, posting.videos);
  else orPostingsInto(target, posting.videos);
}

/** A typed array twice as long (at least `needed`), with the first `used` entries copied. */
function grown<T extends Uint32Array | Int32Array>(array: T, used: number, needed: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(Math.max(array.length * 2, needed));
  bigger.set(array.subarray(0, used));
  return bigger;
}

/**
 * `textsOf(ordinal)` gives the searchable texts of one video (title, description, names…).
 *
 * Built in typed arrays, not a list of numbers per word: at 100,000 videos there are some ten
 * million (video, word) pairs, and as JavaScript arrays they were ~140 MB of garbage on the heap
 * for each rebuild, which V8 then kept as the heap's size (docs/benchmarks.md "At 100,000
 * videos"). Typed arrays live outside the heap and go back to the system when collected.
 */
export function buildTextIndex(size: number, textsOf: (ordinal: number) => string[]): TextIndex {
  // Each distinct word gets an id, in the order first met.
  const idOf = new Map<string, number>();
  const wordOfId: string[] = [];
  // The ids of each video's distinct words, video after video: video v's are
  // pairs[videoStart[v] .. videoStart[v + 1]).
  let pairs = new Uint32Array(Math.max(1024, size * 16));
  const videoStart = new Uint32Array(size + 1);
  // seenIn[id] = ordinal + 1 once the word was counted for that video.
  let seenIn = new Int32Array(1024);
  let count = 0;
  for (let ordinal = 0; ordinal < size; ordinal++) {
    videoStart[ordinal] = count;
    for (const text of textsOf(ordinal)) {
      for (const word of wordsOf(text)) {
        let id = idOf.get(word);
        if (id === undefined) {
          id = wordOfId.length;
          idOf.set(word, id);
          wordOfId.push(word);
          if (id >= seenIn.length) seenIn = grown(seenIn, id, id + 1);
        }
        if (seenIn[id] === ordinal + 1) continue;
        seenIn[id] = ordinal + 1;
        if (count === pairs.length) pairs = grown(pairs, count, count + 1);
        pairs[count++] = id;
      }
    }
  }
  videoStart[size] = count;

  // The same pairs grouped by word (a counting sort): word id's videos, ascending, are
  // byWord[wordStart[id] .. wordStart[id + 1]).
  const wordStart = new Uint32Array(wordOfId.length + 1);
  for (let p = 0; p < count; p++) wordStart[pairs[p]! + 1] = wordStart[pairs[p]! + 1]! + 1;
  for (let id = 0; id < wordOfId.length; id++) wordStart[id + 1] = wordStart[id + 1]! + wordStart[id]!;
  const byWord = new Uint32Array(count);
  const next = wordStart.slice(0, wordOfId.length);
  for (let ordinal = 0; ordinal < size; ordinal++) {
    for (let p = videoStart[ordinal]!; p < videoStart[ordinal + 1]!; p++) {
      const id = pairs[p]!;
      byWord[next[id]!] = ordinal;
      next[id] = next[id]! + 1;
    }
  }

  // The index keeps the lists of the words few videos have, in one array of their own; the lists
  // of the others become bitsets (postingOf), so the whole of byWord is not kept for them.
  const words = [...wordOfId].sort(compareCodeUnits);
  const ids = words.map((word) => idOf.get(word)!);
  const lengthOf = (id: number) => wordStart[id + 1]! - wordStart[id]!;
  const isSparse = (id: number) => !isDense(lengthOf(id), size);
  const kept = new Uint32Array(ids.reduce((n, id) => n + (isSparse(id) ? lengthOf(id) : 0), 0));
  let at = 0;
  const ordinals = ids.map((id) => {
    const all = byWord.subarray(wordStart[id]!, wordStart[id + 1]!);
    if (!isSparse(id)) return all;
    kept.set(all, at);
    at += all.length;
    return kept.subarray(at - all.length, at);
  });
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
