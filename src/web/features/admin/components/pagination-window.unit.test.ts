import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageRows, pageWindow } from "./pagination-window";

describe("pageWindow", () => {
  it("shows every page when there are fewer than the buttons", () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 11)).toEqual([1]);
    expect(pageWindow(1, 0, 5)).toEqual([1]);
  });

  it("keeps 5 buttons with the current page in the middle (user list)", () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it("keeps 11 buttons with the current page in the middle (video list)", () => {
    expect(pageWindow(1, 30, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(15, 30, 11)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(30, 30, 11)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(6, 11, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("clamps a page out of range", () => {
    expect(pageWindow(99, 7, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("pages and rows", () => {
  itAnswers("counts pages of 15, an empty list being one page", pageCount, [
    [0, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
  ]);

  it("slices a page, and the last page when the page is past the end", () => {
    const rows = Array.from({ length: 32 }, (_, i) => i);
    expect(pageRows(rows, 1, 15)).toEqual(rows.slice(0, 15));
    expect(pageRows(rows, 3, 15)).toEqual([30, 31]);
    expect(pageRows(rows, 9, 15)).toEqual([30, 31]);
    expect(clampPage(0, 3)).toBe(1);
  });
});
