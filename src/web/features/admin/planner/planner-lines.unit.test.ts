import { describe, expect, it } from "vitest";
import {
  plannerHeadLine,
  plannerRowLine,
  plannerStoppedLine,
  plannerSummaryLine,
} from "../../../../shared/domain/planner-log";
import { createLineSplitter, logEntries, problemCount, progressText, visibleEntries } from "./planner-lines";

function splitAll(chunks: string[]): string[] {
  const splitter = createLineSplitter();
  return [...chunks.flatMap((c) => splitter.push(c)), ...splitter.end()];
}

describe("createLineSplitter", () => {
  it("gives out whole lines only, keeping a partial line for the next chunk", () => {
    const splitter = createLineSplitter();
    expect(splitter.push("Content planner: 2 rows.\nrow 2 (ab")).toEqual(["Content planner: 2 rows."]);
    expect(splitter.push("c): created\n")).toEqual(["row 2 (abc): created"]);
    expect(splitter.push("Done")).toEqual([]);
    expect(splitter.push(": 2 rows read.")).toEqual([]);
    expect(splitter.end()).toEqual(["Done: 2 rows read."]);
    expect(splitter.end()).toEqual([]);
  });

  it("handles CRLF, also when the CR and the LF come in different chunks", () => {
    expect(splitAll(["a\r\nb\r", "\nc\r\n"])).toEqual(["a", "b", "c"]);
  });

  it("drops empty lines and gives the same lines however the text is cut", () => {
    const text = "one\n\ntwo\r\nthree\n";
    const whole = splitAll([text]);
    expect(whole).toEqual(["one", "two", "three"]);
    for (let cut = 0; cut <= text.length; cut++) {
      expect(splitAll([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    }
    expect(splitAll(text.split(""))).toEqual(whole);
  });

  it("gives nothing for an empty stream", () => {
    expect(splitAll([])).toEqual([]);
    expect(splitAll(["", "\n", ""])).toEqual([]);
  });
});

const summary = plannerSummaryLine({
  read: 4,
  created: 1,
  updated: 1,
  unchanged: 0,
  skipped: 0,
  deleted: 0,
  refused: 1,
  fileFailures: 1,
  drafts: 0,
});
const log = [
  plannerHeadLine(4, false),
  "Ignored columns: Publish Week Day, Cards",
  plannerRowLine(2, "U-_ANAC_Vh0", "created"),
  plannerRowLine(3, "abcdefghijk", "updated: title"),
  plannerRowLine(3, "abcdefghijk", "thumbnail failed: HTTP 404 from http://example.com/a.jpg"),
  plannerRowLine(4, null, 'refused: level "Beginer 1" is not one of Beginner 0'),
  plannerStoppedLine("the database did not answer."),
  summary,
];

describe("log entries", () => {
  it("keeps every line in order, with the shared reader's kinds", () => {
    const entries = logEntries(log);
    expect(entries.map((e) => e.text)).toEqual(log);
    expect(entries.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(entries.map((e) => e.kind)).toEqual([
      "head",
      "info",
      "row",
      "row",
      "problem",
      "problem",
      "problem",
      "summary",
    ]);
    expect(problemCount(entries)).toBe(3);
  });

  it("filters to the problems and the summary, keeping their places", () => {
    const entries = logEntries(log);
    expect(visibleEntries(entries, false)).toEqual(entries);
    expect(visibleEntries(entries, true).map((e) => e.index)).toEqual([4, 5, 6, 7]);
    expect(visibleEntries([], true)).toEqual([]);
  });
});

describe("progressText", () => {
  it("says nothing before the first line, then row n of N", () => {
    expect(progressText({ done: 0, total: null })).toBeNull();
    expect(progressText({ done: 0, total: 27 })).toBe("row 0 of 27");
    expect(progressText({ done: 1234, total: 5000 })).toBe("row 1,234 of 5,000");
    expect(progressText({ done: 9, total: 8 })).toBe("row 8 of 8");
  });
});
