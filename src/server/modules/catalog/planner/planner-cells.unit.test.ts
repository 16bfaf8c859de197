import { describe, expect, it } from "vitest";
import {
  parseAccess,
  parseDelete,
  parseDuration,
  parseLevel,
  parseMinsSecs,
  parseNameList,
  parsePublishDate,
  parseUploadFlag,
  parseVisible,
  parseYoutubeLink,
} from "./planner-cells";

const refused = (reason: string) => ({ ok: false, reason });
const value = <T>(v: T) => ({ ok: true, value: v });

const LEVELS = "Beginner 0, Beginner 1, Beginner 2, Intermediate 1, Intermediate 2, Advanced, Native";
const DATE_HINT = "write it as 17.03.2024 or 2024-03-17";

describe("parsePublishDate", () => {
  it.each([
    ["17.03.2024", "2024-03-17"],
    ["8.1.2025", "2025-01-08"],
    ["08.01.2025", "2025-01-08"],
    ["29.02.2020", "2020-02-29"],
    ["2024-03-17", "2024-03-17"],
    ["  17.1.2025 ", "2025-01-17"],
    ["1.1.2000", "2000-01-01"],
    ["31.12.2100", "2100-12-31"],
  ])("reads %j as %s", (cell, iso) => {
    expect(parsePublishDate(cell)).toEqual(value(iso));
  });

  it.each(["31.02.2024", "29.02.2023", "32.01.2024", "17.13.2024", "0.1.2024", "2024-02-30", "2024-13-01"])(
    "refuses the impossible date %s",
    (cell) => {
      expect(parsePublishDate(cell)).toEqual(refused(`publish date "${cell}" is not a date: ${DATE_HINT}`));
    },
  );

  it.each(["17/03/2024", "03-17-2024", "17.03.24", "2024-3-17", "March 17, 2024", "17.03.2024 10:00"])(
    "refuses the form %s",
    (cell) => {
      expect(parsePublishDate(cell)).toEqual(refused(`publish date "${cell}" is not a date: ${DATE_HINT}`));
    },
  );

  it.each(["31.12.1999", "1.1.2101", "1899-03-17", "0202-03-17"])("refuses the year of %s", (cell) => {
    expect(parsePublishDate(cell)).toEqual(
      refused(`publish date "${cell}" is outside the years 2000 to 2100`),
    );
  });

  it("refuses an empty date", () => {
    expect(parsePublishDate("  ")).toEqual(refused(`the publish date is missing: ${DATE_HINT}`));
  });
});

describe("parseMinsSecs", () => {
  it.each([
    ["14", "46", 886],
    ["67", "44", 4064],
    ["32", "0", 1920],
    ["32", "", 1920],
    ["", "45", 45],
    [" 3 ", " 7 ", 187],
    ["0", "59", 59],
  ])("reads %j min %j s as %i seconds", (mins, secs, seconds) => {
    expect(parseMinsSecs(mins, secs)).toEqual(value(seconds));
  });

  it("refuses a missing length", () => {
    expect(parseMinsSecs("", " ")).toEqual(refused("the length is missing: fill in mins and secs"));
  });

  it("refuses a length of 0", () => {
    expect(parseMinsSecs("0", "0")).toEqual(refused("the length is 0 seconds: fill in mins and secs"));
  });

  it.each(["6.5", "-3", "six", "1e2"])("refuses the minutes %j", (mins) => {
    expect(parseMinsSecs(mins, "10")).toEqual(refused(`mins "${mins}" is not a whole number of minutes`));
  });

  it.each(["60", "75", "-1", "4.5", "x"])("refuses the seconds %j", (secs) => {
    expect(parseMinsSecs("1", secs)).toEqual(
      refused(`secs "${secs}" is not a whole number of seconds from 0 to 59`),
    );
  });

  it("refuses more than 24 hours", () => {
    expect(parseMinsSecs("1441", "0")).toEqual(refused("the length 86460 seconds is more than 24 hours"));
    expect(parseMinsSecs("1440", "0")).toEqual(value(86400));
  });
});

describe("parseDuration", () => {
  it.each([
    ["886", 886],
    ["14:46", 886],
    ["67:44", 4064],
    ["0:14:46", 886],
    ["1:07:44", 4064],
    [" 2:05 ", 125],
  ])("reads %j as %i seconds", (cell, seconds) => {
    expect(parseDuration(cell)).toEqual(value(seconds));
  });

  it.each(["14:6", "1:75", "1:60:00", "14.46", "-5", "1:2:3:4", "abc", "14:46s"])("refuses %j", (cell) => {
    expect(parseDuration(cell)).toEqual(
      refused(
        `duration "${cell}" is not a length: write it as seconds (886), m:ss (14:46) or h:mm:ss (1:07:44)`,
      ),
    );
  });

  it("refuses an empty and a zero length", () => {
    expect(parseDuration("")).toEqual(refused("the length is missing: fill in Duration"));
    expect(parseDuration("0:00")).toEqual(refused("the length is 0 seconds: fill in Duration"));
  });
});

describe("parseLevel", () => {
  it.each([
    ["Beginner 1", "Beginner 1"],
    ["beginner 1", "Beginner 1"],
    [" INTERMEDIATE 2 ", "Intermediate 2"],
    ["native", "Native"],
    ["Advanced", "Advanced"],
  ])("reads %j as %s", (cell, level) => {
    expect(parseLevel(cell)).toEqual(value(level));
  });

  it.each(["Beginer 1", "Beginner 3", "B1", "Beginner1"])("refuses %j, listing every level", (cell) => {
    expect(parseLevel(cell)).toEqual(refused(`level "${cell}" is not one of ${LEVELS}`));
  });

  it("refuses an empty level", () => {
    expect(parseLevel("")).toEqual(refused(`the level is missing: write one of ${LEVELS}`));
  });
});

/** Access, Visible and Delete are read alike: their words for true and false, and an empty cell. */
type TwoValuedCase = {
  name: string;
  parse: (cell: string) => unknown;
  reads: [cell: string, read: boolean][];
  other: string;
  refusal: string;
};

describe.each<TwoValuedCase>([
  {
    name: "parseAccess (true for Premium)",
    parse: parseAccess,
    reads: [
      ["Free", false],
      ["free", false],
      ["", false],
      ["Premium", true],
      [" PREMIUM ", true],
    ],
    other: " Paid ",
    refusal: 'access "Paid" is not Free or Premium',
  },
  {
    name: "parseVisible",
    parse: parseVisible,
    reads: [
      ["YES", true],
      ["yes", true],
      ["true", true],
      ["1", true],
      ["", true],
      ["no", false],
      ["NO", false],
      ["False", false],
      ["0", false],
    ],
    other: "hidden",
    refusal: 'visible "hidden" is not YES or no',
  },
  {
    name: "parseDelete",
    parse: parseDelete,
    reads: [
      ["YES", true],
      ["yes", true],
      ["TRUE", true],
      ["1", true],
      ["", false],
      ["no", false],
      ["false", false],
      ["0", false],
    ],
    other: "remove",
    refusal: 'delete "remove" is not YES or empty',
  },
])("$name", ({ parse, reads, other, refusal }) => {
  it.each(reads)("reads %j as %s", (cell, read) => {
    expect(parse(cell)).toEqual(value(read));
  });

  it("refuses another value, naming it, rather than guessing", () => {
    expect(parse(other)).toEqual(refused(refusal));
  });
});

describe("parseUploadFlag", () => {
  it.each(["FALSE", "false", "no", "No", " 0 "])("%j skips the row", (cell) => {
    expect(parseUploadFlag(cell)).toBe(false);
  });

  it.each(["TRUE", "", "yes", "1", "maybe"])("%j applies the row", (cell) => {
    expect(parseUploadFlag(cell)).toBe(true);
  });
});

describe("parseNameList", () => {
  it("reads a quoted name holding commas as one name", () => {
    expect(parseNameList('"Colors, numbers, size, units, forms", Stories')).toEqual([
      "Colors, numbers, size, units, forms",
      "Stories",
    ]);
  });

  it("splits a plain list on commas and trims", () => {
    expect(parseNameList("Stories, Famous people")).toEqual(["Stories", "Famous people"]);
    expect(parseNameList("Inna (Comprehensible Russian), Nikita (Inhale Russian)")).toEqual([
      "Inna (Comprehensible Russian)",
      "Nikita (Inhale Russian)",
    ]);
  });

  it("drops empty names and keeps the first spelling of names that differ in case", () => {
    expect(parseNameList(" Stories ,, , stories, Culture, STORIES ")).toEqual(["Stories", "Culture"]);
    expect(parseNameList("")).toEqual([]);
  });
});

describe("parseYoutubeLink", () => {
  const ID = "IedoOtfOdPY";
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=Mzq8uba9l0HxIwXG`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}?si=Mzq8uba9l0HxIwXG`,
    `https://m.youtube.com/watch?v=${ID}&t=42s`,
    ` ${ID} `,
  ])("reads the id of %s", (link) => {
    expect(parseYoutubeLink(link)).toEqual(value(ID));
  });

  it("refuses a link without a video id, naming it", () => {
    const link = "https://www.youtube.com/@InhaleRussian";
    expect(parseYoutubeLink(` ${link}`)).toEqual(refused(`link "${link}" is not a link to a YouTube video`));
  });

  it("refuses an empty link", () => {
    expect(parseYoutubeLink("")).toEqual(refused("there is no YouTube link"));
  });
});
