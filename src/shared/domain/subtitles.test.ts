import { describe, expect, it } from "vitest";
import { countCueWords, parseSubtitles, vttTimestamp } from "./subtitles";

const SRT = [
  "\uFEFF1",
  "00:00:01,000 --> 00:00:04,250",
  "Привет! Меня зовут Анна.",
  "",
  "2",
  "00:00:05,5 --> 00:01:02,000",
  "{\\an8}<i>Сегодня</i> мы говорим",
  'о <font color="#ff0">чае</font>.',
  "",
  "3",
  "01:02:03,004 --> 01:02:05,000",
  "",
  "",
].join("\r\n");

describe("parseSubtitles", () => {
  it("converts SubRip to WebVTT", () => {
    const parsed = parseSubtitles(SRT);
    expect(parsed?.format).toBe("srt");
    expect(parsed?.vtt).toBe(
      [
        "WEBVTT",
        "",
        "00:00:01.000 --> 00:00:04.250",
        "Привет! Меня зовут Анна.",
        "",
        "00:00:05.500 --> 00:01:02.000",
        "<i>Сегодня</i> мы говорим",
        "о чае.",
        "",
      ].join("\n"),
    );
    expect(parsed?.cues).toEqual([
      { startSeconds: 1, endSeconds: 4.25, text: "Привет! Меня зовут Анна." },
      { startSeconds: 5.5, endSeconds: 62, text: "<i>Сегодня</i> мы говорим\nо чае." },
    ]);
    // The converted text reads back as WebVTT, the same cues.
    expect(parseSubtitles(parsed!.vtt)?.cues).toEqual(parsed?.cues);
  });

  it("keeps WebVTT as written, with its header, notes and cue settings", () => {
    const vtt =
      "WEBVTT - Russian\r\n\r\nNOTE made by hand\r\n\r\nintro\r\n00:01.000 --> 00:02.500 align:start\r\nДа.\r\n";
    const parsed = parseSubtitles(vtt);
    expect(parsed?.format).toBe("vtt");
    expect(parsed?.vtt).toBe(
      "WEBVTT - Russian\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.500 align:start\nДа.\n",
    );
    expect(parsed?.cues).toEqual([{ startSeconds: 1, endSeconds: 2.5, text: "Да." }]);
  });

  it("refuses text without a cue", () => {
    expect(parseSubtitles("")).toBeNull();
    expect(parseSubtitles("WEBVTT\n\n")).toBeNull();
    expect(parseSubtitles("just some words\nand more")).toBeNull();
    expect(parseSubtitles("1\n00:00:01,000 --> 00:00:02,000\n\n")).toBeNull();
    expect(parseSubtitles("%PDF-1.7 binary")).toBeNull();
  });
});

describe("countCueWords", () => {
  it("counts words, not markup", () => {
    const parsed = parseSubtitles(SRT);
    expect(countCueWords(parsed!.cues)).toBe(4 + 5);
    expect(countCueWords([{ startSeconds: 0, endSeconds: 1, text: "<v Анна>по-русски, it's 2024" }])).toBe(3);
  });
});

describe("vttTimestamp", () => {
  it("writes hh:mm:ss.ttt", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(3723.004)).toBe("01:02:03.004");
  });
});
