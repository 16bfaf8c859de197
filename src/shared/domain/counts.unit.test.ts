import { itAnswers } from "@tests/setup/answers";
import { describe } from "vitest";
import { countOf, formatCount } from "./counts";

describe("counts", () => {
  itAnswers("group their digits by thousands", formatCount, [
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
  ]);

  itAnswers(
    "come with their noun, singular for one only",
    (n: number, noun: string, plural?: string) => countOf(n, noun, plural),
    [
      [1, "video", undefined, "1 video"],
      [0, "video", undefined, "0 videos"],
      [12345, "video", undefined, "12,345 videos"],
      [1, "entry", "entries", "1 entry"],
      [2, "entry", "entries", "2 entries"],
    ],
  );
});
