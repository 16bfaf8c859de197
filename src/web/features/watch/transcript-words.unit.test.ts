import { describe, expect, it } from "vitest";
import { wordParts } from "./transcript-words";

describe("wordParts", () => {
  it("cuts a line into its words and what lies between them, losing nothing", () => {
    const text = "Привет! Меня зовут Анна, я живу в городе.";
    const parts = wordParts(text);
    expect(parts.filter((p) => p.word).map((p) => p.text)).toEqual([
      "Привет",
      "Меня",
      "зовут",
      "Анна",
      "я",
      "живу",
      "в",
      "городе",
    ]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });

  it("keeps hyphenated words and ё whole", () => {
    expect(
      wordParts("Говорю по-русски, всё ещё.")
        .filter((p) => p.word)
        .map((p) => p.text),
    ).toEqual(["Говорю", "по-русски", "всё", "ещё"]);
  });

  it("gives a line without words as one part", () => {
    expect(wordParts("— …")).toEqual([{ text: "— …", word: false }]);
  });
});
