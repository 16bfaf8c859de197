import { describe, expect, it } from "vitest";
import { describeFailure, describeInstance, describeRunCounts } from "./email-run-sentences";

describe("the email runs in sentences", () => {
  it("names the server and the process instead of host:pid", () => {
    expect(describeInstance("vm:5637")).toBe("Server vm (process 5637)");
    expect(describeInstance("web-1")).toBe("Server web-1");
  });

  it("says what a run did, leaving out what it did not", () => {
    expect(describeRunCounts({ planned: 3, sent: 2, retried: 0, failed: 1, skipped: 0 })).toBe(
      "3 new emails due; 2 sent, 1 given up.",
    );
    expect(describeRunCounts({ planned: 1, sent: 0, retried: 1, failed: 0, skipped: 0 })).toBe(
      "1 new email due; 1 to be tried again.",
    );
    expect(describeRunCounts({ planned: 0, sent: 0, retried: 0, failed: 0, skipped: 0 })).toBe(
      "0 new emails due, none handled.",
    );
  });

  it("writes a failure as a sentence", () => {
    expect(
      describeFailure({
        kind: "weekly",
        period: "2026-11-16",
        email: "a@example.com",
        error: "451 busy.",
        final: false,
      }),
    ).toBe(
      "The weekly report for the week of 2026-11-16 to a@example.com failed: 451 busy. It will be tried again.",
    );
  });
});
