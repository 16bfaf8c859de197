import { describe, expect, it } from "vitest";
import { lineMatches, markMatches } from "./transcript-search";

describe("transcript search", () => {
  it.each([
    ["Ёлка в парке", "елка", true],
    ["Ёлка в парке", "  ПАРК ", true],
    ["Ёлка в парке", "мост", false],
    ["Ёлка", "", true],
  ])("matches in any letter case, ё as е: %j, %j → %j", (line, query, expected) => {
    expect(lineMatches(line, query)).toBe(expected);
  });

  it("marks every match, keeping the line's own letters", () => {
    expect(markMatches("Город, мой город.", "город")).toEqual([
      { text: "Город", match: true },
      { text: ", мой ", match: false },
      { text: "город", match: true },
      { text: ".", match: false },
    ]);
    expect(markMatches("Мой город", "")).toEqual([{ text: "Мой город", match: false }]);
    expect(markMatches("Мой город", "река")).toEqual([{ text: "Мой город", match: false }]);
  });
});
