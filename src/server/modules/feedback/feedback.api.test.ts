import { TestClient } from "@tests/setup/client";
import { setupTestApp, TEST_ORIGIN } from "@tests/setup/test-app";
import { describe, expect, it } from "vitest";
import { EMPTY_FEEDBACK } from "../../../shared/contracts/feedback";

const t = setupTestApp();

const form = {
  experience: "Great videos.",
  easeOfUse: "",
  design: "Clean.",
  contentQuality: "",
  performance: "Fast",
  suggestion: "More cooking videos, please.",
  comments: "",
};

async function stored() {
  return t.db.selectFrom("feedback").selectAll().orderBy("id").execute();
}

describe("POST /api/feedback", () => {
  it("stores the seven answers with the sender and the time", async () => {
    const client = new TestClient(t.app);
    const user = await client.loadUser();
    const before = Date.now();
    const response = await client.post("/api/feedback", { ...form, experience: "  Great videos.  " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const [row] = (await stored()).slice(-1);
    expect(row).toMatchObject({
      user_id: user.id,
      experience: "Great videos.",
      ease_of_use: "",
      design: "Clean.",
      content_quality: "",
      performance: "Fast",
      suggestion: "More cooking videos, please.",
      comments: "",
    });
    expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it("accepts a form with fields left out, and one sent without a session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { origin: TEST_ORIGIN },
      payload: { comments: "Only a comment." },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await stored()).at(-1)).toMatchObject({
      user_id: null,
      comments: "Only a comment.",
      experience: "",
    });
  });

  it("refuses an empty form, a non-text answer and an overlong one with a sentence", async () => {
    const client = new TestClient(t.app);
    await client.loadUser();
    const count = (await stored()).length;
    const empty = Object.fromEntries(Object.keys(form).map((k) => [k, "  "]));
    const cases: [Record<string, unknown>, string][] = [
      [empty, EMPTY_FEEDBACK],
      [{}, EMPTY_FEEDBACK],
      [{ ...form, design: 5 }, "design must be text."],
      [{ ...form, comments: "x".repeat(5001) }, "An answer can have at most 5000 characters."],
    ];
    await client.expectRefusals("/api/feedback", cases, { code: "invalid_request" });
    expect(await stored()).toHaveLength(count);
  });
});
