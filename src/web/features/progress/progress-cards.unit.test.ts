import { itAnswers } from "@tests/setup/answers";
import { describe, expect, it } from "vitest";
import { cardFromHash } from "./progress-cards";

describe("cardFromHash", () => {
  itAnswers("opens the card named by the hash", cardFromHash, [
    ["#summary", "summary"],
    ["#goals", "goals"],
    ["#off-platform_input", "off-platform_input"],
    ["#history", "history"],
    ["goals", "goals"],
  ]);

  it.each(["", "#", "#Goals", "#%E0%A4%A"])(
    'opens the summary for no hash or an unknown one: %j → "summary"',
    (input) => {
      expect(cardFromHash(input)).toBe("summary");
    },
  );
});
