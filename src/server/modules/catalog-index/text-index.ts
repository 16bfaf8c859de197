import { andInto, type Bitset, bitsetOf, emptyBitset, orInto, orPostingsInto, setBit } from "./bitset";
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
 * Builds the text index a video at a time (the catalog's as its pages are read, so that no
 * description outlives its page).
 *
 * In typed arrays, not a list of numbers per word: at 100,000 videos there are some ten million
 * (video, word) pairs, and as JavaScript arrays they were ~140 MB of garbage on the heap for each
 * rebuild, which V8 then kept as the heap's size (docs/benchmarks.md "At 100,000 videos"). Typed
 * arrays live outside the heap and go back to the system when collected.
 */
export class TextIndexBuilder {
  // Each distinct word gets an id, in the order first met.
  private readonly idOf = new Map<string, number>();
  private readonly wordOfId: string[] = [];
  // The ids of each video's distinct words, video after video (in the order added): video v's are
  // pairs[videoStart[v] .. videoStart[v + 1]).
  private pairs = new Uint32Array(64 * 1024);
  private videoStart = new Uint32Array(1024);
  // seenIn[id] = v + 1 once the word was counted for video v.
  private seenIn = new Int32Array(1024);
  private count = 0;
  private videos = 0;

  /** The next video's searchable texts (title, description, names…). */
  addVideo(texts: readonly string[]): void {
    const video = this.videos++;
    if (this.videos >= this.videoStart.length) this.videoStart = grown(this.videoStart, video + 1, video + 2);
    this.videoStart[video] = this.count;
    for (const text of texts) {
      for (const word of wordsOf(text)) {
        let id = this.idOf.get(word);
        if (id === undefined) {
          id = this.wordOfId.length;
          this.idOf.set(word, id);
          this.wordOfId.push(word);
          if (id >= this.seenIn.length) this.seenIn = grown(this.seenIn, id, id + 1);
        }
        if (this.seenIn[id] === video + 1) continue;
        this.seenIn[id] = video + 1;
        if (this.count === this.pairs.length) this.pairs = grown(this.pairs, this.count, this.count + 1);
        this.pairs[this.count++] = id;
      }
    }
    this.videoStart[video + 1] = this.count;
  }

  /**
   * The index, its ordinals in `order` (`order[o]`: the place, among the videos as added, of the
   * one that is ordinal o), or as added when it is null.
   */
  finish(order: ArrayLike<number> | null): TextIndex {
    const { pairs, videoStart, wordOfId, idOf } = this;
    const size = this.videos;
    // How many videos each word is in decides its posting: a bitset, or a list of ordinals kept
    // in one array for all such words (kept[listStart[id] ..)). Filled in ordinal order, so each
    // list comes out sorted.
    const counts = new Uint32Array(wordOfId.length);
    for (let p = 0; p < this.count; p++) counts[pairs[p]!] = counts[pairs[p]!]! + 1;
    const bitsets: (Bitset | null)[] = Array.from(counts, (n) =>
      isDense(n, size) ? emptyBitset(size) : null,
    );
    const listStart = new Uint32Array(wordOfId.length + 1);
    for (let id = 0; id < wordOfId.length; id++) {
      listStart[id + 1] = listStart[id]! + (bitsets[id] ? 0 : counts[id]!);
    }
    const kept = new Uint32Array(listStart[wordOfId.length]!);
    const next = listStart.slice(0, wordOfId.length);
    for (let ordinal = 0; ordinal < size; ordinal++) {
      const video = order === null ? ordinal : order[ordinal]!;
      for (let p = videoStart[video]!; p < videoStart[video + 1]!; p++) {
        const id = pairs[p]!;
        const bitset = bitsets[id];
        if (bitset) setBit(bitset, ordinal);
        else {
          kept[next[id]!] = ordinal;
          next[id] = next[id]! + 1;
        }
      }
    }
    const words = [...wordOfId].sort(compareCodeUnits);
    const wordPostings = words.map((word): Posting => {
      const id = idOf.get(word)!;
      const bitset = bitsets[id];
      return bitset
        ? { dense: true, videos: bitset }
        : { dense: false, videos: kept.subarray(listStart[id]!, listStart[id + 1]!) };
    });
    return { size, words, wordPostings, stemPostings: postingsByStem(size, words, wordPostings) };
  }
}

/** `textsOf(ordinal)` gives the searchable texts of one video (title, description, names…). */
export function buildTextIndex(size: number, textsOf: (ordinal: number) => string[]): TextIndex {
  const builder = new TextIndexBuilder();
  for (let ordinal = 0; ordinal < size; ordinal++) builder.addVideo(textsOf(ordinal));
  return builder.finish(null);
}

/**
 * Every stem's videos: those of all its word forms. One form: its own posting. Several: their
 * union, a bitset when one of them is (the union is then as common), else their lists merged and
 * made a bitset only if the union is common enough.
 */
function postingsByStem(size: number, words: string[], postings: Posting[]): Map<string, Posting> {
  const wordsByStem = new Map<string, number[]>();
  words.forEach((word, i) => {
    const stem = stemOf(word);
    const list = wordsByStem.get(stem);
    if (list) list.push(i);
    else wordsByStem.set(stem, [i]);
  });
  const result = new Map<string, Posting>();
  for (const [stem, wordIndexes] of wordsByStem) {
    const forms = wordIndexes.map((i) => postings[i]!);
    if (forms.length === 1) {
      result.set(stem, forms[0]!);
    } else if (forms.some((form) => form.dense)) {
      const union = emptyBitset(size);
      for (const form of forms) orPosting(union, form);
      result.set(stem, { dense: true, videos: union });
    } else {
      result.set(stem, postingOf(unionOf(forms.map((form) => form.videos as Uint32Array)), size));
    }
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

/** Strings in UTF-16 code-unit order (JavaScript's `<`): the search's words, and the videos' ids. */
export function compareCodeUnits(a: string, b: string): number {
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
