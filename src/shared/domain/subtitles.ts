/** One cue: its start and end in seconds, and its text (lines joined with "\n"). */
export interface SubtitleCue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

export interface ParsedSubtitles {
  /** The subtitles as WebVTT text (what videos.subtitles holds). */
  vtt: string;
  cues: SubtitleCue[];
  /** The format that was read. */
  format: "vtt" | "srt";
}

/** `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt` (SRT writes `,` for the decimal point); settings may follow. */
const TIMING =
  /^\s*(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})\s*-->\s*(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})(.*)$/;

function seconds(h: string | undefined, m: string, s: string, fraction: string): number {
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(fraction.padEnd(3, "0")) / 1000;
}

/** `hh:mm:ss.ttt`, as WebVTT writes a time stamp. */
export function vttTimestamp(totalSeconds: number): string {
  const ms = Math.round(totalSeconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

function normalise(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** Cues of blocks separated by blank lines: the block's timing line, then its text lines. */
function readCues(body: string): { cues: SubtitleCue[]; settings: string[] } {
  const cues: SubtitleCue[] = [];
  const settings: string[] = [];
  for (const block of body.split(/\n[ \t]*\n/)) {
    const lines = block.split("\n").filter((l, i, all) => !(i === 0 && l.trim() === "" && all.length > 1));
    const timingIndex = lines.findIndex((l) => TIMING.test(l));
    // A cue's timing line is its first line, or its second after an identifier (SRT: the number).
    if (timingIndex < 0 || timingIndex > 1) continue;
    const m = TIMING.exec(lines[timingIndex] as string) as RegExpExecArray;
    const startSeconds = seconds(m[1], m[2] as string, m[3] as string, m[4] as string);
    const endSeconds = seconds(m[5], m[6] as string, m[7] as string, m[8] as string);
    const text = lines
      .slice(timingIndex + 1)
      .map((l) => l.trimEnd())
      .join("\n")
      .trim();
    if (text === "" || endSeconds < startSeconds) continue;
    cues.push({ startSeconds, endSeconds, text });
    settings.push((m[9] ?? "").trim());
  }
  return { cues, settings };
}

/** SubRip's formatting that WebVTT has no use for: `{\an8}` position codes, `<font …>` tags. */
function srtTextToVtt(text: string): string {
  return text
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/<\/?font[^>]*>/gi, "")
    .replace(/-->/g, "->")
    .trim();
}

/**
 * Reads subtitles as WebVTT (`WEBVTT` first) or SubRip (.srt) text and gives them as WebVTT; null
 * when the text holds no cue with a time stamp and text. A WebVTT text is kept as it was written
 * (line ends made `\n`, a byte-order mark dropped); a SubRip text is converted: `,` in the time
 * stamps becomes `.`, the cue numbers are dropped, `{\an8}` and `<font>` codes removed.
 */
export function parseSubtitles(text: string): ParsedSubtitles | null {
  const input = normalise(text);
  if (/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(input)) {
    const { cues } = readCues(input.slice(input.indexOf("\n") + 1));
    if (cues.length === 0) return null;
    const vtt = input.endsWith("\n") ? input : `${input}\n`;
    return { vtt, cues, format: "vtt" };
  }
  const { cues: raw } = readCues(input.trim());
  const cues = raw.map((cue) => ({ ...cue, text: srtTextToVtt(cue.text) })).filter((cue) => cue.text !== "");
  if (cues.length === 0) return null;
  const blocks = cues.map(
    (cue) => `${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}\n${cue.text}`,
  );
  return { vtt: `WEBVTT\n\n${blocks.join("\n\n")}\n`, cues, format: "srt" };
}

/** One word of a cue (`cueWords`); the transcript's "Look up words" cuts its lines with it too. */
export const CUE_WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * The words of one cue's text, in order: runs of letters and digits (joined by an apostrophe or a
 * hyphen: "по-русски" is one word), markup (`<i>`, `<v Анна>`) left out. The one tokeniser of the
 * word count and of the words analysis (docs/words.md).
 */
export function cueWords(text: string): string[] {
  return text.replace(/<[^>]*>/g, " ").match(CUE_WORD) ?? [];
}

/** Words spoken in the cues (`cueWords` of each). */
export function countCueWords(cues: readonly SubtitleCue[]): number {
  let words = 0;
  for (const cue of cues) words += cueWords(cue.text).length;
  return words;
}

/** A cue as the transcript and our own caption line show it: seconds, plain text. */
export interface PlainCue {
  /** Seconds. */
  start: number;
  /** Seconds. */
  end: number;
  /** The cue's text without markup, lines joined with "\n". */
  text: string;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  lrm: "\u200e",
  rlm: "\u200f",
};

/**
 * A cue's text as a person reads it: WebVTT's tags (`<i>`, `<b>`, `<c.yellow>`, `<v Анна>`,
 * `<00:00:01.000>` time stamps, `<ruby>`…) and SubRip's `{\an8}` codes removed, the character
 * references WebVTT allows (`&amp;`, `&lt;`, `&gt;`, `&nbsp;`…) decoded, spaces tidied per line.
 */
export function plainCueText(text: string): string {
  return text
    .replace(/\{\\[^}]*\}/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name] ?? "")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * The cues of stored subtitles (WebVTT or SubRip) as plain text, sorted by start time (cues with
 * the same start keep their order); cues left without text are dropped. Empty when the text
 * holds no cue.
 */
export function plainCues(subtitles: string): PlainCue[] {
  const parsed = parseSubtitles(subtitles);
  if (!parsed) return [];
  return parsed.cues
    .map((cue) => ({ start: cue.startSeconds, end: cue.endSeconds, text: plainCueText(cue.text) }))
    .filter((cue) => cue.text !== "")
    .sort((a, b) => a.start - b.start);
}

/**
 * The cue showing at `time` (seconds) among cues sorted by start: a binary search for the last cue
 * that has started, which is current while `time` is before its end; -1 before the first cue, in a
 * gap between cues, and after the last. When cues overlap, the latest started one wins, unless it
 * has already ended and an earlier, longer one still runs (looked for among the few before it).
 */
export function findCueIndex(cues: readonly { start: number; end: number }[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let last = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((cues[mid] as { start: number }).start <= time) {
      last = mid;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  // Overlaps are rare and short: a few cues back is enough to find one that still runs.
  for (let i = last; i >= 0 && i > last - 8; i--) {
    if (time < (cues[i] as { end: number }).end) return i;
  }
  return -1;
}
