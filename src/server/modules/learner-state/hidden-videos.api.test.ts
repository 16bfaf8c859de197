import { createVideo } from "@tests/factories/catalog";
import { signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { hiddenVideosResponseSchema } from "../../../shared/contracts/hidden-videos";

// A small catalog whose counts are worked out by hand:
//  id  level           channel  topics  duration (bin)
//  a   Beginner 1      Alpha    Еда     300  (5–10 min)
//  b   Beginner 1      Beta     Город   700  (10–20)
//  c   Intermediate 1  Alpha    Город   1500 (20–30)
//  d   Advanced        Beta     Еда     4000 (60+)
// plus "z-unlisted", which only admins may see.
const t = setupTestApp();

beforeAll(async () => {
  const day = 86_400_000;
  const fixture = [
    {
      id: "a",
      level: "Beginner 1",
      channel: "Alpha",
      topics: ["Еда"],
      durationSeconds: 300,
      title: "Завтрак",
    },
    {
      id: "b",
      level: "Beginner 1",
      channel: "Beta",
      topics: ["Город"],
      durationSeconds: 700,
      title: "Трамвай",
    },
    { id: "c", level: "Intermediate 1", channel: "Alpha", topics: ["Город"], durationSeconds: 1500 },
    { id: "d", level: "Advanced", channel: "Beta", topics: ["Еда"], durationSeconds: 4000 },
  ];
  // Uploaded a day apart, a first: the default sort (newest first) is d, c, b, a.
  for (const [i, video] of fixture.entries()) {
    await createVideo(t.db, { ...video, uploadDate: new Date(Date.now() - (10 - i) * day) });
  }
  await createVideo(t.db, { id: "z-unlisted", channel: "Alpha", visible: false });
  await t.app.catalog.refresh();
});

async function learner(name: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await signUp(t, client, name, `${name.toLowerCase()}@example.com`);
  return client;
}

const countsOf = (options: { name: string; count: number }[]) =>
  Object.fromEntries(options.map((o) => [o.name, o.count]));

/** What a visitor sees of browse: the list's ids and the statistics they are offered. */
async function browseOf(client: TestClient, query = "") {
  const list = await client.get(`/api/browse/videos?${query}`);
  const stats = await client.get(`/api/browse/statistics?${query}`);
  expect(list.statusCode, list.body).toBe(200);
  expect(stats.statusCode, stats.body).toBe(200);
  const { total, statistics } = stats.json();
  return {
    ids: (list.json().videos as { id: string }[]).map((v) => v.id),
    total: total as number,
    levels: countsOf(statistics.levels),
    channels: countsOf(statistics.channels),
    topics: countsOf(statistics.topics),
    durations: (statistics.durations as { count: number }[]).map((bin) => bin.count),
  };
}

describe("POST /api/video/{id}/hide", () => {
  it("takes the video out of the caller's browse, its list and every count", async () => {
    const client = await learner("Anna");
    const before = await browseOf(client);
    expect(before.ids).toEqual(["d", "c", "b", "a"]);
    expect(before.total).toBe(4);

    const hidden = await client.post("/api/video/b/hide");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toEqual({ hidden: true });

    const after = await browseOf(client);
    expect(after.ids).toEqual(["d", "c", "a"]);
    expect(after.total).toBe(3);
    expect(after.levels).toMatchObject({ "Beginner 1": 1, "Intermediate 1": 1, Advanced: 1 });
    expect(after.channels).toEqual({ Alpha: 2, Beta: 1 });
    expect(after.topics).toEqual({ Город: 1, Еда: 2 });
    // Bins 0–5, 5–10, 10–20, 20–30, 30–60, 60+: b was the only 10–20 video.
    expect(after.durations).toEqual([0, 1, 0, 1, 0, 1]);

    // With filters and hide-watched too, and the search.
    const beginners = await browseOf(client, "levels=Beginner%201&hide-watched=true");
    expect(beginners.ids).toEqual(["a"]);
    expect(beginners.total).toBe(1);
    expect(beginners.channels).toEqual({ Alpha: 1, Beta: 0 });
    expect(beginners.levels).toMatchObject({ "Beginner 1": 1, "Intermediate 1": 1, Advanced: 1 });
    expect((await browseOf(client, `text=${encodeURIComponent("трамвай")}`)).total).toBe(0);
  });

  it("changes nothing for anyone else", async () => {
    const hider = await learner("Boris");
    const other = await learner("Vera");
    expect((await hider.post("/api/video/c/hide")).statusCode).toBe(200);
    expect((await browseOf(hider)).ids).toEqual(["d", "b", "a"]);
    const others = await browseOf(other);
    expect(others.ids).toEqual(["d", "c", "b", "a"]);
    expect(others.total).toBe(4);
    expect(others.levels).toMatchObject({ "Beginner 1": 2, "Intermediate 1": 1, Advanced: 1 });
    const anonymous = new TestClient(t.app);
    expect((await browseOf(anonymous)).total).toBe(4);
    expect((await other.get("/api/user/hidden-videos")).json()).toEqual({ videos: [] });
  });

  it("is idempotent: hiding again keeps the first moment", async () => {
    const client = await learner("Galina");
    expect((await client.post("/api/video/a/hide")).json()).toEqual({ hidden: true });
    const first = (await client.get("/api/user/hidden-videos")).json().videos;
    const again = await client.post("/api/video/a/hide");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ hidden: true });
    const list = (await client.get("/api/user/hidden-videos")).json().videos;
    expect(list).toHaveLength(1);
    expect(list[0].hiddenAt).toBe(first[0].hiddenAt);
    expect((await browseOf(client)).total).toBe(3);
  });

  it("answers 404 with a sentence for an unknown id and for a video the caller may not see", async () => {
    const client = await learner("Dmitry");
    for (const id of ["no-such-video", "z-unlisted"]) {
      for (const action of ["hide", "unhide"]) {
        const response = await client.post(`/api/video/${id}/${action}`);
        expectApiError(response, 404, { error: "There is no video with this id.", code: "not_found" });
      }
    }
    expect((await client.get("/api/user/hidden-videos")).json()).toEqual({ videos: [] });
  });

  it("needs a session (401 with a sentence); an anonymous visitor with one may hide", async () => {
    const stranger = new TestClient(t.app);
    const refused = await stranger.post("/api/video/a/hide");
    expectApiError(refused, 401, {
      error: "Your session has ended. Reload the page to continue.",
      code: "unauthorized",
    });
    expect((await stranger.get("/api/user/hidden-videos")).json()).toEqual({ videos: [] });

    const visitor = new TestClient(t.app);
    await visitor.loadUser();
    expect((await visitor.post("/api/video/d/hide")).json()).toEqual({ hidden: true });
    expect((await browseOf(visitor)).ids).toEqual(["c", "b", "a"]);
    // Signing up keeps the visitor's row, and with it what they hid.
    await signUp(t, visitor, "Egor", "egor@example.com");
    expect((await browseOf(visitor)).ids).toEqual(["c", "b", "a"]);
  });
});

describe("POST /api/video/{id}/unhide", () => {
  it("brings the video back into the list and the counts; idempotent", async () => {
    const client = await learner("Fedor");
    await client.post("/api/video/b/hide");
    expect((await browseOf(client)).total).toBe(3);

    const shown = await client.post("/api/video/b/unhide");
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ hidden: false });
    const after = await browseOf(client);
    expect(after.ids).toEqual(["d", "c", "b", "a"]);
    expect(after.total).toBe(4);
    expect(after.levels).toMatchObject({ "Beginner 1": 2 });
    expect(after.durations).toEqual([0, 1, 1, 1, 0, 1]);

    const again = await client.post("/api/video/b/unhide");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ hidden: false });
    expect((await client.get("/api/user/hidden-videos")).json()).toEqual({ videos: [] });
  });
});

describe("GET /api/user/hidden-videos", () => {
  it("lists the caller's hidden videos as browse cards with hiddenAt, the last hidden first", async () => {
    const client = await learner("Irina");
    await client.post("/api/video/a/hide");
    await client.post("/api/video/d/hide");
    await client.post("/api/video/c/hide");
    const response = await client.get("/api/user/hidden-videos");
    expect(response.statusCode).toBe(200);
    const { videos } = hiddenVideosResponseSchema.parse(response.json());
    expect(videos.map((v) => v.id)).toEqual(["c", "d", "a"]);
    const times = videos.map((v) => Date.parse(v.hiddenAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    expect(times[1]).toBeGreaterThanOrEqual(times[2]!);
    expect(videos[2]).toMatchObject({
      id: "a",
      title: "Завтрак",
      level: "Beginner 1",
      channelName: "Alpha",
      duration: 300,
      tags: ["Еда"],
      lastWatchTime: 0,
    });
    // The same card browse shows (but hiddenAt).
    const other = await learner("Kira");
    const card = (await other.get("/api/browse/videos"))
      .json()
      .videos.find((v: { id: string }) => v.id === "a");
    const { hiddenAt: _, ...withoutHiddenAt } = videos[2]!;
    expect(withoutHiddenAt).toEqual(card);
  });

  it("leaves out a video withdrawn since it was hidden", async () => {
    const client = await learner("Lev");
    await createVideo(t.db, { id: "w-soon-gone", level: "Native" });
    await t.app.catalog.refresh();
    expect((await client.post("/api/video/w-soon-gone/hide")).statusCode).toBe(200);
    expect((await client.get("/api/user/hidden-videos")).json().videos).toHaveLength(1);
    await t.db.updateTable("videos").set({ visible: false }).where("id", "=", "w-soon-gone").execute();
    await t.app.catalog.refresh();
    expect((await client.get("/api/user/hidden-videos")).json()).toEqual({ videos: [] });
  });
});
