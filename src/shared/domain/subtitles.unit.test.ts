import { describe, expect, it } from "vitest";
import {
  countCueWords,
  findCueIndex,
  parseSubtitles,
  plainCues,
  plainCueText,
  vttTimestamp,
} from "./subtitles";

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

describe("plainCueText and plainCues", () => {
  it("strips WebVTT styling and voice tags and decodes character references", () => {
    expect(plainCueText("<v Анна>Привет!</v> <i>Меня</i> зовут <b>Анна</b>.")).toBe(
      "Привет! Меня зовут Анна.",
    );
    expect(plainCueText("<c.yellow>чай</c> &amp; <00:00:01.500>кофе &lt;3&gt;")).toBe("чай & кофе <3>");
    expect(plainCueText("{\\an8}<font color=red>Сверху</font>\n\n  <i></i>\nвторая  строка ")).toBe(
      "Сверху\nвторая строка",
    );
  });

  it("reads WebVTT cues as plain text, sorted by start, without empty cues", () => {
    const vtt = [
      "WEBVTT",
      "",
      "NOTE a comment",
      "",
      "2",
      "00:00:05.000 --> 00:00:07.500 align:start",
      "<v Анна><i>Это</i> мой город.",
      "",
      "1",
      "00:00:01.000 --> 00:00:04.000",
      "Привет!",
      "",
      "00:00:08.000 --> 00:00:09.000",
      "<i></i>",
      "",
    ].join("\n");
    expect(plainCues(vtt)).toEqual([
      { start: 1, end: 4, text: "Привет!" },
      { start: 5, end: 7.5, text: "Это мой город." },
    ]);
  });

  it("reads SubRip cues the same way, its codes and tags stripped", () => {
    const srt =
      "1\r\n00:00:01,250 --> 00:00:02,000\r\n{\\an8}<i>Раз</i>\r\n\r\n2\r\n01:00:00,000 --> 01:00:01,500\r\n<b>Два</b>\r\nтри\r\n";
    expect(plainCues(srt)).toEqual([
      { start: 1.25, end: 2, text: "Раз" },
      { start: 3600, end: 3601.5, text: "Два\nтри" },
    ]);
  });

  it("gives no cues for text that holds none", () => {
    expect(plainCues("WEBVTT\n\nNOTE nothing here\n")).toEqual([]);
    expect(plainCues("")).toEqual([]);
  });
});

describe("findCueIndex", () => {
  const cues = [
    { start: 0, end: 1.25 },
    { start: 2.7, end: 5.6 },
    { start: 6.6, end: 8 },
    { start: 9, end: 11.8 },
  ];

  it("finds the cue showing at a time; none before, between and after the cues", () => {
    expect(findCueIndex(cues, 0)).toBe(0);
    expect(findCueIndex(cues, 1.2)).toBe(0);
    expect(findCueIndex(cues, 1.25)).toBe(-1);
    expect(findCueIndex(cues, 2)).toBe(-1);
    expect(findCueIndex(cues, 2.7)).toBe(1);
    expect(findCueIndex(cues, 7)).toBe(2);
    expect(findCueIndex(cues, 11.79)).toBe(3);
    expect(findCueIndex(cues, 12)).toBe(-1);
    expect(findCueIndex(cues, -1)).toBe(-1);
    expect(findCueIndex([], 3)).toBe(-1);
  });

  it("agrees with a linear search on many cues", () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ start: i * 3, end: i * 3 + 2 }));
    for (const time of [0, 1.99, 2, 2.5, 1500, 1501.9, 1502, 2997, 2999, 5000]) {
      const linear = many.findIndex((c) => c.start <= time && time < c.end);
      expect(findCueIndex(many, time)).toBe(linear);
    }
  });

  it("with overlapping cues, takes the latest started one that still runs", () => {
    const overlapping = [
      { start: 0, end: 10 },
      { start: 2, end: 4 },
      { start: 3, end: 5 },
    ];
    expect(findCueIndex(overlapping, 3.5)).toBe(2);
    expect(findCueIndex(overlapping, 4.5)).toBe(2);
    expect(findCueIndex(overlapping, 6)).toBe(0);
  });
});
