import { describe, expect, it } from "vitest";
import { almostDone, browseLinkOf, completionPercent, completionText } from "./completion-layout";

const group = (name: string, watched: number, total: number) => ({
  name,
  watched,
  total,
  watchedSeconds: watched * 600,
  totalSeconds: total * 600,
});

describe("completion figures", () => {
  it("says how many videos and hours are covered", () => {
    expect(
      completionText({ name: "Быт", watched: 12, total: 40, watchedSeconds: 11_400, totalSeconds: 35_100 }),
    ).toBe("12 of 40 videos · 3 h 10 min of 9 h 45 min");
    expect(completionText(group("x", 0, 1))).toBe("0 of 1 video · 0 min of 10 min");
    expect(completionPercent(group("x", 2, 3))).toBe(66);
    expect(completionPercent(group("x", 0, 0))).toBe(0);
  });

  it("links to browse filtered to the group, watched videos hidden", () => {
    expect(browseLinkOf("levels", "Beginner 1")).toBe("/browse?levels=Beginner+1&hide-watched=true");
    expect(browseLinkOf("topics", "Еда, напитки")).toBe(
      `/browse?${new URLSearchParams({ topics: '"Еда, напитки"', "hide-watched": "true" })}`,
    );
  });

  it("lists groups from 80% watched to one video short, fewest left first", () => {
    const list = almostDone({
      levels: [group("Beginner 1", 8, 10), group("Beginner 2", 7, 10), group("Advanced", 3, 3)],
      topics: [group("Еда", 4, 5)],
      channels: [group("Канал", 39, 40)],
    });
    expect(list.map((a) => [a.kind, a.group.name, a.left])).toEqual([
      ["topics", "Еда", 1],
      ["channels", "Канал", 1],
      ["levels", "Beginner 1", 2],
    ]);
  });
});
