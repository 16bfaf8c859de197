import { describe, expect, it } from "vitest";
import { describeRouteError } from "./error-screens";

describe("describeRouteError", () => {
  it("shows the message and stack of a thrown error", () => {
    const error = new Error("Failed to fetch dynamically imported module");
    expect(describeRouteError(error)).toEqual({ detail: error.message, stack: error.stack });
  });

  it("copes with anything else that was thrown", () => {
    expect(describeRouteError("boom").detail).toBe("boom");
    expect(describeRouteError(42).detail).toBe("Unknown error");
  });
});
