import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";

const t = setupTestApp();
const configured = setupTestApp({ patreonUrl: "https://www.patreon.com/c/ponyatno_test" });

describe("GET /api/patreon/membership", () => {
  it("names the provider and the creator page of PATREON_URL, for anyone", async () => {
    const response = await new TestClient(configured.app).get("/api/patreon/membership");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      provider: "Patreon",
      creatorUrl: "https://www.patreon.com/c/ponyatno_test",
    });
  });

  it("without the setting, points to a creator page, never to the provider's home page", async () => {
    const response = await new TestClient(t.app).get("/api/patreon/membership");
    expect(response.statusCode, response.body).toBe(200);
    const { creatorUrl } = response.json() as { creatorUrl: string };
    expect(creatorUrl).toMatch(/^https:\/\/www\.patreon\.com\/.+/);
  });
});

describe("PATREON_URL", () => {
  it("must be an http(s) address: a typo stops the start with a sentence", () => {
    expect(loadConfig({ PATREON_URL: "https://www.patreon.com/somebody" }).patreonUrl).toBe(
      "https://www.patreon.com/somebody",
    );
    expect(() => loadConfig({ PATREON_URL: "patreon.com/somebody" })).toThrow(/PATREON_URL/);
    expect(() => loadConfig({ PATREON_URL: "javascript:alert(1)" })).toThrow(/PATREON_URL/);
  });
});
