import { describe, expect, it } from "vitest";
import { colorSchemeOf, parseColorMode } from "./color-mode";

describe("colour mode", () => {
  it("reads light and dark as stored, anything else as the system's setting", () => {
    expect(parseColorMode("light")).toBe("light");
    expect(parseColorMode("dark")).toBe("dark");
    for (const stored of [null, undefined, "", "DARK", "auto", "system"])
      expect(parseColorMode(stored)).toBe("system");
  });

  it("follows the system only when the mode is system", () => {
    expect(colorSchemeOf("system", true)).toBe("dark");
    expect(colorSchemeOf("system", false)).toBe("light");
    expect(colorSchemeOf("light", true)).toBe("light");
    expect(colorSchemeOf("dark", false)).toBe("dark");
  });
});
