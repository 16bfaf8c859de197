import { describe, expect, it } from "vitest";
import {
  type BrowseFilter,
  DEFAULT_FILTER,
  filterFromSearchParams,
  filterToSearchParams,
  levelLink,
  RESET_FILTER,
  toggleOption,
} from "./browse-url-state";

const parse = (query: string) => filterFromSearchParams(new URLSearchParams(query));

describe("browse filter in the URL", () => {
  it("reads an empty query as the default view (New, everything)", () => {
    expect(parse("")).toEqual(DEFAULT_FILTER);
    expect(filterToSearchParams(DEFAULT_FILTER).toString()).toBe("");
  });

  it("round-trips every part of the filter", () => {
    const filter: BrowseFilter = {
      text: "чай",
      sort: "easy",
      levels: ["Beginner 0", "Advanced"],
      channels: ["Понятно Daily"],
      speakers: ["Анна", "Борис"],
      topics: ["Еда"],
      durationRange: [1, 3],
      difficulty: [20, 60],
      hideWatched: true,
      seriesOnly: true,
    };
    const params = filterToSearchParams(filter);
    expect(params.get("levels")).toBe("Beginner 0,Advanced");
    expect(params.get("durations")).toBe("300,1200");
    expect(params.get("durationRange")).toBe("1,3");
    expect(params.get("difficulty")).toBe("20,60");
    expect(params.get("hide-watched")).toBe("true");
    expect(params.get("series")).toBe("true");
    expect(params.has("page")).toBe(false);
    expect(filterFromSearchParams(new URLSearchParams(params.toString()))).toEqual(filter);
  });

  it("quotes option names that hold commas and reads them back whole", () => {
    const filter = { ...DEFAULT_FILTER, topics: ["Еда, напитки", 'Say "hi"', "Быт"] };
    const params = filterToSearchParams(filter);
    expect(params.get("topics")).toBe('"Еда, напитки","Say ""hi""",Быт');
    expect(filterFromSearchParams(new URLSearchParams(params.toString())).topics).toEqual(filter.topics);
  });

  it("leaves the open ends of a duration range empty in seconds", () => {
    expect(filterToSearchParams({ ...DEFAULT_FILTER, durationRange: [0, 1] }).get("durations")).toBe(",300");
    expect(filterToSearchParams({ ...DEFAULT_FILTER, durationRange: [5, 6] }).get("durations")).toBe("3600,");
  });

  it("drops invalid values instead of sending them to the server", () => {
    const filter = parse("sort=sideways&durationRange=4,2&hide-watched=yes&levels=,,&text=%20%20");
    expect(filter).toEqual(DEFAULT_FILTER);
    expect(parse("durationRange=0,99").durationRange).toEqual([0, 6]);
    expect(parse("durationRange=3,3").durationRange).toEqual([0, 6]);
    expect(parse("durationRange=a,b").durationRange).toEqual([0, 6]);
    expect(parse(`text=${"я".repeat(201)}`).text).toBe("");
    expect(parse(`topics=${"x".repeat(2001)}`).topics).toEqual([]);
  });

  it("keeps the first of repeated options", () => {
    expect(parse("levels=Advanced,Advanced,Native").levels).toEqual(["Advanced", "Native"]);
  });

  it("derives the slider range from seconds when a link has only durations", () => {
    expect(parse("durations=300,1200").durationRange).toEqual([1, 3]);
    expect(parse("durations=400,700").durationRange).toEqual([1, 3]);
    expect(parse("durations=3600,").durationRange).toEqual([5, 6]);
    expect(parse("durations=,").durationRange).toEqual([0, 6]);
    // durationRange wins when both are present: it is what the slider wrote.
    expect(parse("durations=0,300&durationRange=2,4").durationRange).toEqual([2, 4]);
  });

  it("resets to sort Easy with no filters", () => {
    expect(RESET_FILTER).toEqual({ ...DEFAULT_FILTER, sort: "easy" });
    expect(filterToSearchParams(RESET_FILTER).toString()).toBe("sort=easy");
  });

  it("toggles one option of a facet", () => {
    const one = toggleOption(DEFAULT_FILTER, "levels", "Native");
    expect(one.levels).toEqual(["Native"]);
    expect(toggleOption(one, "levels", "Native").levels).toEqual([]);
  });

  it("links a level badge to /browse with that level", () => {
    expect(levelLink("Beginner 0")).toBe("/browse?levels=Beginner+0");
    expect(parse(levelLink("Beginner 0").split("?")[1]!).levels).toEqual(["Beginner 0"]);
  });
});

describe("difficulty and Best for you in the URL", () => {
  it("reads difficulty=lower,upper, an empty side as that end, and writes nothing for 1–100", () => {
    expect(parse("difficulty=20,60").difficulty).toEqual([20, 60]);
    expect(parse("difficulty=,60").difficulty).toEqual([1, 60]);
    expect(parse("difficulty=40,").difficulty).toEqual([40, 100]);
    expect(filterToSearchParams({ ...DEFAULT_FILTER, difficulty: [1, 100] }).has("difficulty")).toBe(false);
  });

  it("drops a difficulty the server would refuse (outside 1–100, upside down, not numbers)", () => {
    for (const bad of ["0,50", "20,101", "60,20", "abc", "20"])
      expect(parse(`difficulty=${bad}`).difficulty, bad).toEqual([1, 100]);
  });

  it("reads sort=best", () => {
    expect(parse("sort=best").sort).toBe("best");
  });
});
