import { describe, expect, it } from "vitest";
import { formatCommaList, parseCommaList } from "./comma-list";

describe("comma lists in the browse URL", () => {
  it("quotes values that hold commas or quotes, and reads them back", () => {
    const values = ["Быт", "Еда, напитки", 'Он сказал "да"', "Intermediate 1"];
    const text = formatCommaList(values);
    expect(text).toBe('Быт,"Еда, напитки","Он сказал ""да""",Intermediate 1');
    expect(parseCommaList(text)).toEqual(values);
  });

  it("drops empty items and trims spaces", () => {
    expect(parseCommaList(" Быт , ,Еда,")).toEqual(["Быт", "Еда"]);
    expect(parseCommaList("")).toEqual([]);
    expect(parseCommaList(undefined)).toEqual([]);
  });
});
