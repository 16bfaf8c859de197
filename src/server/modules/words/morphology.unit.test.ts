import { beforeAll, describe, expect, it } from "vitest";
import { cueWords } from "../../../shared/domain/subtitles";
import { analyseWord, foldWord, isRussianWord, lemmaOf, loadMorphology } from "./morphology";

beforeAll(() => loadMorphology());

const lemmas = (text: string) => cueWords(text).filter(isRussianWord).map(lemmaOf);

describe("tokeniser and lemmatiser", () => {
  it("takes inflected forms to their dictionary form", () => {
    expect(lemmas("Мы шли по городе")).toEqual(["мы", "идти", "по", "город"]);
    expect(lemmas("Я видел книгу в Москве.")).toEqual(["я", "видеть", "книга", "в", "москва"]);
    expect(lemmaOf("пошёл")).toBe("пойти");
  });

  it("folds ё into е, so both spellings are one word", () => {
    expect(lemmaOf("ёлки")).toBe("елка");
    expect(lemmaOf("елки")).toBe("елка");
    expect(foldWord("Ёжик")).toBe("ежик");
  });

  it("keeps hyphenated words whole and leaves out digits, Latin words and markup", () => {
    expect(cueWords("<i>Говорю</i> по-русски, 2020 год, OK")).toEqual([
      "Говорю",
      "по-русски",
      "2020",
      "год",
      "OK",
    ]);
    expect(lemmas("<i>Говорю</i> по-русски, 2020 год, OK")).toEqual(["говорить", "по-русски", "год"]);
  });

  it("reads a form's grammar in words", () => {
    expect(analyseWord("городе")).toMatchObject({
      lemma: "город",
      known: true,
      grammar: {
        partOfSpeech: "noun",
        case: "prepositional",
        number: "singular",
        gender: "masculine",
        tense: null,
      },
    });
    expect(analyseWord("пойду").grammar).toMatchObject({
      partOfSpeech: "verb",
      tense: "future",
      aspect: "perfective",
      person: "1st",
      case: null,
    });
  });
});
