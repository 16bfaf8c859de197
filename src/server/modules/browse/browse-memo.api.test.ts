import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, adminClient, signUp } from "@tests/factories/users";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

// The results browse keeps per caller scope and filter (scope-memo.ts), seen as callers see them.
const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
beforeAll(async () => {
  for (let i = 0; i < 5; i++) {
    await createVideo(t.db, { id: `m${i}`, level: i < 3 ? "Beginner 1" : "Beginner 2", topics: ["Еда"] });
  }
  await createVideo(t.db, { id: "m5", visible: false, level: "Beginner 1" });
  await t.app.catalog.refresh();
});

const FILTERED = "?levels=Beginner%201";

async function answers(client: TestClient | null, query = FILTERED) {
  const get = (url: string) => (client ? client.get(url) : t.app.inject({ method: "GET", url }));
  const [list, statistics] = await Promise.all([
    get(`/api/browse/videos${query}`),
    get(`/api/browse/statistics${query}`),
  ]);
  expect(list.statusCode, list.body).toBe(200);
  expect(statistics.statusCode, statistics.body).toBe(200);
  return {
    ids: (list.json() as { videos: { id: string }[] }).videos.map((v) => v.id).sort(),
    total: (statistics.json() as { total: number }).total,
    body: `${list.body}\n${statistics.body}`,
  };
}

describe("browse results kept per caller and filter", () => {
  it("answers a filter asked again as it answered it, and a catalog change at once", async () => {
    const first = await answers(null);
    expect(first.ids).toEqual(["m0", "m1", "m2"]);
    expect((await answers(null)).body).toBe(first.body);

    await t.db.updateTable("videos").set({ level: "Beginner 1" }).where("id", "=", "m3").execute();
    await t.app.catalog.refresh();
    const after = await answers(null);
    expect(after.ids).toEqual(["m0", "m1", "m2", "m3"]);
    expect(after.total).toBe(4);
  });

  it("never gives a caller the results of another whose videos differ", async () => {
    const hider = new TestClient(t.app);
    await signUp(t, hider, "Hider", "hider@example.com");
    const other = new TestClient(t.app);
    await signUp(t, other, "Other", "other@example.com");
    const admin = await adminClient(t);
    // Everyone asks first, so that each one's results are kept before they differ.
    for (const client of [hider, other, null]) expect((await answers(client)).total).toBe(4);
    expect((await answers(admin)).ids).toEqual(["m0", "m1", "m2", "m3", "m5"]);

    expect((await hider.post("/api/video/m0/hide")).statusCode).toBeLessThan(300);
    expect(await answers(hider)).toMatchObject({ ids: ["m1", "m2", "m3"], total: 3 });
    expect(await answers(other)).toMatchObject({ ids: ["m0", "m1", "m2", "m3"], total: 4 });
    expect(await answers(null)).toMatchObject({ ids: ["m0", "m1", "m2", "m3"], total: 4 });
    expect(await answers(admin)).toMatchObject({ ids: ["m0", "m1", "m2", "m3", "m5"], total: 5 });
    // Unfiltered, the same: the hider's own count of every level.
    expect((await answers(hider, "")).total).toBe(4);
    expect((await answers(other, "")).total).toBe(5);
  });
});
