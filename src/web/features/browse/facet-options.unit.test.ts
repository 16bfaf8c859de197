import { describe, expect, it } from "vitest";
import { facetOptions } from "./facet-options";

describe("facet options", () => {
  it("disables options with no videos unless they are selected", () => {
    const options = facetOptions(
      [
        { name: "Быт", count: 3 },
        { name: "Спорт", count: 0 },
        { name: "Еда", count: 0 },
      ],
      ["Еда"],
    );
    expect(options).toEqual([
      { name: "Быт", count: 3, selected: false, disabled: false },
      { name: "Спорт", count: 0, selected: false, disabled: true },
      { name: "Еда", count: 0, selected: true, disabled: false },
    ]);
  });

  it("keeps a selected option the statistics do not list, so it can be unticked", () => {
    expect(facetOptions([{ name: "Быт", count: 1 }], ["Старое"])).toEqual([
      { name: "Быт", count: 1, selected: false, disabled: false },
      { name: "Старое", count: 0, selected: true, disabled: false },
    ]);
  });
});
