import { describe, expect, it } from "vitest";
import {
  addLanguageRow,
  chooseLanguage,
  chooseLevel,
  languagesFromRows,
  removeLastLanguageRow,
  rowMultiplier,
  rowsFromLanguages,
} from "./language-rows";

describe("language rows", () => {
  it("reads the stored list into rows", () => {
    expect(rowsFromLanguages("en:B2,de:A1")).toEqual([
      { code: "en", level: "B2" },
      { code: "de", level: "A1" },
    ]);
    expect(rowsFromLanguages("")).toEqual([]);
  });

  it("shows an unknown code as an empty row, keeping its place", () => {
    expect(rowsFromLanguages("en:B2,xx:C1,uk:Native")).toEqual([
      { code: "en", level: "B2" },
      { code: "", level: "" },
      { code: "uk", level: "Native" },
    ]);
  });

  it("normalises case and drops an unknown level but keeps the language", () => {
    expect(rowsFromLanguages("DE:native,fr:Z9")).toEqual([
      { code: "de", level: "Native" },
      { code: "fr", level: "" },
    ]);
  });

  it("writes the rows back, leaving empty rows out", () => {
    const rows = [
      { code: "en", level: "B2" },
      { code: "", level: "" },
      { code: "pl", level: "A2" },
    ];
    expect(languagesFromRows(rows)).toBe("en:B2,pl:A2");
    expect(languagesFromRows(rowsFromLanguages("en:B2,xx:C1"))).toBe("en:B2");
  });

  it("adds an empty row at the end and removes the last one", () => {
    const rows = addLanguageRow([{ code: "en", level: "B2" }]);
    expect(rows).toEqual([
      { code: "en", level: "B2" },
      { code: "", level: "" },
    ]);
    expect(removeLastLanguageRow(rows)).toEqual([{ code: "en", level: "B2" }]);
    expect(removeLastLanguageRow([])).toEqual([]);
  });

  it("sets the level to A1 whenever a language is chosen", () => {
    const rows = [
      { code: "en", level: "C2" },
      { code: "", level: "" },
    ];
    expect(chooseLanguage(rows, 0, "de")).toEqual([
      { code: "de", level: "A1" },
      { code: "", level: "" },
    ]);
    expect(chooseLanguage(rows, 1, "")[1]).toEqual({ code: "", level: "" });
    expect(chooseLevel(rows, 0, "B1")[0]).toEqual({ code: "en", level: "B1" });
  });

  it("gives each known language its group's multiplier", () => {
    expect(rowMultiplier({ code: "uk", level: "A1" })).toEqual({ factor: 0.5, group: "Slavic" });
    expect(rowMultiplier({ code: "ja", level: "A1" })).toEqual({ factor: 2, group: "Unrelated" });
    expect(rowMultiplier({ code: "", level: "" })).toBeNull();
  });
});
