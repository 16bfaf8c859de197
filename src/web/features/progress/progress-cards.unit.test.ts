import { describe, expect, it } from "vitest";
import { cardFromHash } from "./progress-cards";

describe("cardFromHash", () => {
  it.each([
    ["#summary", "summary"],
    ["#goals", "goals"],
    ["#off-platform_input", "off-platform_input"],
    ["#history", "history"],
    ["goals", "goals"],
  ])("opens the card named by the hash: %j → %j", (input, expected) => {
    expect(cardFromHash(input)).toBe(expected);
  });

  it.each(["", "#", "#Goals", "#%E0%A4%A"])(
    'opens the summary for no hash or an unknown one: %j → "summary"',
    (input) => {
      expect(cardFromHash(input)).toBe("summary");
    },
  );
});
