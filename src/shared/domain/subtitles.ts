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

/** Words spoken in the cues: runs of letters and digits, markup (`<i>`, `<v Анна>`) left out. */
export function countCueWords(cues: readonly SubtitleCue[]): number {
  let words = 0;
  for (const cue of cues) {
    const plain = cue.text.replace(/<[^>]*>/g, " ");
    words += plain.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  }
  return words;
}
