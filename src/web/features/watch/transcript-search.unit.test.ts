import { describe, expect, it } from "vitest";
import { lineMatches, markMatches } from "./transcript-search";

describe("transcript search", () => {
  it("matches in any letter case, ё as е", () => {
    expect(lineMatches("Ёлка в парке", "елка")).toBe(true);
    expect(lineMatches("Ёлка в парке", "  ПАРК ")).toBe(true);
    expect(lineMatches("Ёлка в парке", "мост")).toBe(false);
    expect(lineMatches("Ёлка", "")).toBe(true);
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
