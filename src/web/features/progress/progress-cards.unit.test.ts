import { describe, expect, it } from "vitest";
import { cardFromHash } from "./progress-cards";

describe("cardFromHash", () => {
  it("opens the card named by the hash", () => {
    expect(cardFromHash("#summary")).toBe("summary");
    expect(cardFromHash("#goals")).toBe("goals");
    expect(cardFromHash("#off-platform_input")).toBe("off-platform_input");
    expect(cardFromHash("#history")).toBe("history");
    expect(cardFromHash("goals")).toBe("goals");
  });

  it("opens the summary for no hash or an unknown one", () => {
    expect(cardFromHash("")).toBe("summary");
    expect(cardFromHash("#")).toBe("summary");
    expect(cardFromHash("#Goals")).toBe("summary");
    expect(cardFromHash("#%E0%A4%A")).toBe("summary");
  });
});
