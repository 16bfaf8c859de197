import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import { lineMatches, markMatches } from "./transcript-search";

describe("transcript search", () => {
  itAnswers("matches in any letter case, ё as е", lineMatches, [
    ["Ёлка в парке", "елка", true],
    ["Ёлка в парке", "  ПАРК ", true],
    ["Ёлка в парке", "мост", false],
    ["Ёлка", "", true],
  ]);

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
