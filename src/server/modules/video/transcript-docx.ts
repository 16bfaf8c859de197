import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { formatSeconds } from "../../../shared/domain/time-format";

export interface Cue {
  startSeconds: number;
  text: string;
}

const TIMING = /^(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})\s+-->/;

/** Reads the cues of a WebVTT text (start time and text; styling and settings are ignored). */
export function parseVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n");
    const timingIndex = lines.findIndex((l) => TIMING.test(l));
    if (timingIndex < 0) continue;
    const m = TIMING.exec(lines[timingIndex] as string) as RegExpExecArray;
    const startSeconds = Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
    const text = lines
      .slice(timingIndex + 1)
      .join(" ")
      .replace(/<[^>]+>/g, "")
      .trim();
    if (text) cues.push({ startSeconds, text });
  }
  return cues;
}

/** The transcript as a .docx: the title, then one paragraph per cue with its time stamp. */
export async function buildTranscriptDocx(title: string, vtt: string): Promise<Buffer> {
  const paragraphs = parseVtt(vtt).map(
    (cue) =>
      new Paragraph({
        spacing: { after: 120 },
        children: [
          new TextRun({ text: `[${formatSeconds(cue.startSeconds)}] `, color: "888888" }),
          new TextRun(cue.text),
        ],
      }),
  );
  const doc = new Document({
    creator: "Ponyatno",
    title,
    sections: [
      { children: [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }), ...paragraphs] },
    ],
  });
  return Packer.toBuffer(doc);
}
