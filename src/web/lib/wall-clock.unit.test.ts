import { itAnswers } from "@tests/setup/answers";
import { describe } from "vitest";
import { localWallClock } from "./wall-clock";

describe("localWallClock", () => {
  // The unit tier runs in New York (vitest.config.ts): a local date is built with local fields.
  itAnswers("writes the browser's own date and time as the inputs do", localWallClock, [
    [new Date(2026, 2, 5, 7, 4), "2026-03-05T07:04"],
    [new Date(2026, 11, 31, 23, 59), "2026-12-31T23:59"],
  ]);
});
