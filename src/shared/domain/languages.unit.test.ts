import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import {
  checkLanguages,
  closestLanguage,
  FALLBACK_LANGUAGE_FACTOR,
  factorOfLanguage,
  findLanguage,
  LANGUAGE_GROUPS,
  LANGUAGE_OPTIONS,
  languageFactor,
  NO_VALUE_FACTOR,
  readLanguages,
} from "./languages";

describe("the language list", () => {
  it("offers about 250 languages, each code once, sorted by name", () => {
    expect(LANGUAGE_OPTIONS.length).toBeGreaterThanOrEqual(240);
    expect(LANGUAGE_OPTIONS.length).toBeLessThanOrEqual(280);
    const codes = LANGUAGE_OPTIONS.map((o) => o.value);
    expect(new Set(codes).size).toBe(codes.length);
    const labels = LANGUAGE_OPTIONS.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("uses two-letter ISO 639-1 codes where they exist, three-letter ISO 639-3 codes otherwise", () => {
    for (const option of LANGUAGE_OPTIONS) expect(option.value).toMatch(/^[a-z]{2,3}$/);
    expect(findLanguage("en")?.label).toBe("English");
    expect(findLanguage("yue")?.label).toBe("Cantonese");
    expect(LANGUAGE_OPTIONS.some((o) => o.value === "eng")).toBe(false);
  });

  itAnswers("puts each language in its group", (code: string) => findLanguage(code)?.group, [
    ["uk", "slavic"],
    ["de", "germanic"],
    ["pt", "romance"],
    ["lt", "otherIndoEuropean"],
    ["fi", "unrelated"],
  ]);

  it("has an explanation, a sentence, for every group", () => {
    for (const info of Object.values(LANGUAGE_GROUPS)) expect(info.explanation).toMatch(/\.$/);
  });
});

describe("the language factor", () => {
  itAnswers(
    "is the smallest group factor over the learner's languages, whatever their level",
    languageFactor,
    [
      ["en:B2", 1],
      ["ja:Native,en:B2", 1],
      ["ja:Native,pl:A1,en:B2", 0.5],
      ["hi:Native", 1.5],
      ["zh:Native,ko:C1", 2],
    ],
  );

  it("names the language that gives that factor", () => {
    expect(closestLanguage("ja:Native,pl:A1")?.value).toBe("pl");
  });

  it("gives an unknown code no value, and falls back to the published bands when nothing is known", () => {
    expect(factorOfLanguage("xx")).toBe(NO_VALUE_FACTOR);
    expect(languageFactor("xx:B2,fi:C1")).toBe(2);
    expect(languageFactor("xx:B2")).toBe(FALLBACK_LANGUAGE_FACTOR);
    expect(languageFactor("")).toBe(FALLBACK_LANGUAGE_FACTOR);
    expect(closestLanguage("")).toBeUndefined();
  });

  it("reads the stored list leniently", () => {
    expect(readLanguages(" EN:B2, ,de:A1,:C1")).toEqual([
      { code: "en", level: "B2" },
      { code: "de", level: "A1" },
    ]);
  });
});

describe("checking the account form's languages", () => {
  it("normalises codes and levels and drops empty rows", () => {
    expect(checkLanguages("EN:b2, :A1, de:native,,")).toEqual({ ok: true, value: "en:B2,de:Native" });
    expect(checkLanguages("")).toEqual({ ok: true, value: "" });
  });

  it("refuses unknown codes and levels, duplicates and malformed entries with a sentence", () => {
    expect(checkLanguages("xx:B2")).toEqual({
      ok: false,
      error: 'Unknown language code "xx": choose a language from the list.',
    });
    expect(checkLanguages("en:D1")).toEqual({
      ok: false,
      error: "Choose a level for English: one of A1, A2, B1, B2, C1, C2, Native.",
    });
    expect(checkLanguages("en:B2,EN:C1")).toEqual({
      ok: false,
      error: "English is listed twice: list each language once.",
    });
    expect(checkLanguages("english")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/code:level/),
    });
    const many = LANGUAGE_OPTIONS.slice(0, 21)
      .map((o) => `${o.value}:A1`)
      .join(",");
    expect(checkLanguages(many)).toEqual({ ok: false, error: "You can list at most 20 languages." });
  });
});
