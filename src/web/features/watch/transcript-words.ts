/**
 * A transcript line cut into its words and what lies between them, so that each word can be a
 * button (docs/screens.md "Watch", "Look up words"). A word is what the word count and the words
 * analysis count as one (shared/domain/subtitles.ts): a run of letters and digits, joined by an
 * apostrophe or a hyphen ("по-русски" is one word).
 */
import { CUE_WORD } from "../../../shared/domain/subtitles";

export interface LinePart {
  text: string;
  /** True for a word, false for spaces and punctuation between words. */
  word: boolean;
}

export function wordParts(text: string): LinePart[] {
  const parts: LinePart[] = [];
  let from = 0;
  for (const match of text.matchAll(CUE_WORD)) {
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at), word: false });
    parts.push({ text: match[0], word: true });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), word: false });
  return parts;
}
