import { describe, expect, it } from "vitest";
import { appliedFilters, facetBadgeText, videosFoundText, withoutFilter } from "./applied-filters";
import { DEFAULT_FILTER } from "./browse-url-state";

describe("applied-filter badges", () => {
  it("names a single option and counts several", () => {
    expect(facetBadgeText([])).toBeNull();
    expect(facetBadgeText(["Beginner 0"])).toBe("Beginner 0");
    expect(facetBadgeText(["Beginner 0", "Advanced"])).toBe("Multiple (2)");
    expect(facetBadgeText(["a", "b", "c", "d"])).toBe("Multiple (4)");
  });

  it("shows no badge for the default view, sort included", () => {
    expect(appliedFilters(DEFAULT_FILTER)).toEqual([]);
    expect(appliedFilters({ ...DEFAULT_FILTER, sort: "random" })).toEqual([]);
  });

  it("lists badges in toolbar order, with the single level for its colour", () => {
    const badges = appliedFilters({
      ...DEFAULT_FILTER,
      text: "чай",
      levels: ["Native"],
      topics: ["Еда", "Быт"],
      durationRange: [5, 6],
      hideWatched: true,
    });
    expect(badges.map((b) => [b.label, b.text])).toEqual([
      ["Levels", "Native"],
      ["Topics", "Multiple (2)"],
      ["Duration", "60+ min"],
      ["Status", "Unwatched only"],
      ["Search", "“чай”"],
    ]);
    expect(badges[0]?.level).toBe("Native");
    expect(badges[1]?.level).toBeUndefined();
  });

  it("removes one applied part and keeps the rest", () => {
    const filter = { ...DEFAULT_FILTER, levels: ["Native"], topics: ["Еда"], durationRange: [1, 2] as const };
    expect(withoutFilter(filter, "topics")).toEqual({ ...filter, topics: [] });
    expect(withoutFilter(filter, "durationRange").durationRange).toEqual([0, 6]);
  });

  it("counts videos found", () => {
    expect(videosFoundText(0)).toBe("0 videos found");
    expect(videosFoundText(1)).toBe("1 video found");
    expect(videosFoundText(26)).toBe("26 videos found");
  });
});
