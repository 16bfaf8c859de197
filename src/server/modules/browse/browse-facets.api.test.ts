import { createVideo } from "@tests/factories/catalog";
import { LEVELS_TO_ADVANCED } from "@tests/factories/levels";
import { signUp } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { expectApiError } from "@tests/setup/api-error";
import { browsedIds } from "@tests/setup/browse";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { browseStatisticsResponseSchema } from "../../../shared/contracts/browse";

// A small catalog whose counts are worked out by hand below.
//  id  level           channel  speakers      topics               duration (bin)
//  a   Beginner 0      Alpha    Анна          Еда                  120  (0–5 min)
//  b   Beginner 1      Alpha    Анна, Борис   Еда, Путешествия     400  (5–10)
//  c   Beginner 1      Beta     Борис         Путешествия          700  (10–20)
//  d   Intermediate 1  Beta     Вера          Город                1500 (20–30)
//  e   Intermediate 1  Gamma    Анна          Город, Еда           2000 (30–60)
//  f   Advanced        Gamma    Вера          История              4000 (60+)
//  g   Native          Alpha    Борис         История              250  (0–5)
//  h   Beginner 1      Gamma    —             Еда                  900  (10–20)
// plus a hidden and a scheduled video (Beginner 1, Alpha, topics Еда and Секрет) that nobody but
// an admin may count.
// Rows: id, level, channel, speakers, topics (names joined by "|"), seconds, title.
const FIXTURE: [string, string, string, string, string, number, string][] = [
  ["a", "Beginner 0", "Alpha", "Анна", "Еда", 120, "Еда в городе"],
  ["b", "Beginner 1", "Alpha", "Анна|Борис", "Еда|Путешествия", 400, "Рынок и покупки"],
  ["c", "Beginner 1", "Beta", "Борис", "Путешествия", 700, "Поезд на юг"],
  ["d", "Intermediate 1", "Beta", "Вера", "Город", 1500, "Прогулка по центру"],
  ["e", "Intermediate 1", "Gamma", "Анна", "Город|Еда", 2000, "Новости недели"],
  ["f", "Advanced", "Gamma", "Вера", "История", 4000, "Старая Москва"],
  ["g", "Native", "Alpha", "Борис", "История", 250, "Сказка о рыбаке"],
  ["h", "Beginner 1", "Gamma", "", "Еда", 900, "Завтрак дома"],
];
const names = (joined: string) => joined.split("|").filter(Boolean);

const t = setupTestApp();
let client: TestClient;

beforeAll(async () => {
  for (const [id, level, channel, speakers, topics, durationSeconds, title] of FIXTURE) {
    const video = { id, level, channel, durationSeconds, title };
    await createVideo(t.db, { ...video, speakers: names(speakers), topics: names(topics) });
  }
  const hidden = { level: "Beginner 1", channel: "Alpha", topics: ["Еда", "Секрет"], durationSeconds: 100 };
  await createVideo(t.db, { ...hidden, id: "x-hidden", visible: false });
  await createVideo(t.db, { ...hidden, id: "x-later", uploadDate: new Date(Date.now() + 86_400_000) });
  await t.app.catalog.refresh();
  client = new TestClient(t.app);
  await client.loadUser();
});

type Counts = Record<string, number>;
interface Stats {
  total: number;
  levels: Counts;
  channels: Counts;
  speakers: Counts;
  topics: Counts;
  durations: number[];
}

async function statistics(query: string): Promise<Stats> {
  const response = await client.get(`/api/browse/statistics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = browseStatisticsResponseSchema.parse(response.json());
  const counts = (list: { name: string; count: number }[]) =>
    Object.fromEntries(list.map((o) => [o.name, o.count]));
  return {
    total: body.total,
    levels: counts(body.statistics.levels),
    channels: counts(body.statistics.channels),
    speakers: counts(body.statistics.speakers),
    topics: counts(body.statistics.topics),
    durations: body.statistics.durations.map((b) => b.count),
  };
}

async function listedIds(query: string): Promise<string[]> {
  return (await browsedIds(client, query)).sort();
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const ALL_LEVELS = {
  "Beginner 0": 1,
  "Beginner 1": 3,
  "Beginner 2": 0,
  "Intermediate 1": 2,
  "Intermediate 2": 0,
  Advanced: 1,
  Native: 1,
};

describe("browse statistics", () => {
  it("lists every option of every facet in its order, count 0 included, with nothing filtered", async () => {
    const response = await client.get("/api/browse/statistics");
    const body = response.json();
    expect(body.total).toBe(8);
    expect(body.statistics.levels.map((o: { name: string }) => o.name)).toEqual([
      ...LEVELS_TO_ADVANCED,
      "Native",
    ]);
    expect(body.statistics.topics).toEqual([
      { name: "Город", count: 2 },
      { name: "Еда", count: 4 },
      { name: "История", count: 2 },
      { name: "Путешествия", count: 2 },
      { name: "Секрет", count: 0 },
    ]);
    expect(body.statistics.durations).toEqual([
      { start: 0, end: 300, count: 2 },
      { start: 300, end: 600, count: 1 },
      { start: 600, end: 1200, count: 2 },
      { start: 1200, end: 1800, count: 1 },
      { start: 1800, end: 3600, count: 1 },
      { start: 3600, end: null, count: 1 },
    ]);
    const stats = await statistics("");
    expect(stats.levels).toEqual(ALL_LEVELS);
    expect(stats.channels).toEqual({ Alpha: 3, Beta: 2, Gamma: 3 });
    expect(stats.speakers).toEqual({ Анна: 3, Борис: 3, Вера: 2 });
  });

  it("counts one facet with the others applied and its own left out", async () => {
    const stats = await statistics(q({ levels: "Beginner 1" }));
    expect(stats.total).toBe(3);
    expect(stats.levels).toEqual(ALL_LEVELS);
    expect(stats.channels).toEqual({ Alpha: 1, Beta: 1, Gamma: 1 });
    expect(stats.speakers).toEqual({ Анна: 1, Борис: 2, Вера: 0 });
    expect(stats.topics).toEqual({ Город: 0, Еда: 2, История: 0, Путешествия: 2, Секрет: 0 });
    expect(stats.durations).toEqual([0, 1, 2, 0, 0, 0]);
    expect(await listedIds(q({ levels: "Beginner 1" }))).toEqual(["b", "c", "h"]);
  });

  it("ORs two options of one facet", async () => {
    const stats = await statistics(q({ levels: "Beginner 1,Intermediate 1" }));
    expect(stats.total).toBe(5);
    expect(stats.topics).toEqual({ Город: 2, Еда: 3, История: 0, Путешествия: 2, Секрет: 0 });
    expect(stats.channels).toEqual({ Alpha: 1, Beta: 2, Gamma: 2 });
  });

  it("ANDs two facets, each counted without its own filter", async () => {
    const query = q({ levels: "Beginner 1,Intermediate 1", topics: "Еда" });
    const stats = await statistics(query);
    expect(stats.total).toBe(3);
    expect(stats.levels).toEqual({ ...zeroLevels(), "Beginner 0": 1, "Beginner 1": 2, "Intermediate 1": 1 });
    expect(stats.topics).toEqual({ Город: 2, Еда: 3, История: 0, Путешествия: 2, Секрет: 0 });
    expect(stats.channels).toEqual({ Alpha: 1, Beta: 0, Gamma: 2 });
    expect(stats.speakers).toEqual({ Анна: 2, Борис: 1, Вера: 0 });
    expect(stats.durations).toEqual([0, 1, 1, 0, 1, 0]);
    expect(await listedIds(query)).toEqual(["b", "e", "h"]);
  });

  it("combines a text search with facets", async () => {
    // "город" matches a's title (городе) and the topic Город of d and e.
    expect((await statistics(q({ text: "город" }))).total).toBe(3);
    const stats = await statistics(q({ text: "город", levels: "Intermediate 1" }));
    expect(stats.total).toBe(2);
    expect(stats.levels).toEqual({ ...zeroLevels(), "Beginner 0": 1, "Intermediate 1": 2 });
    expect(stats.channels).toEqual({ Alpha: 0, Beta: 1, Gamma: 1 });
    expect(await listedIds(q({ text: "город", levels: "Intermediate 1" }))).toEqual(["d", "e"]);
  });

  it("filters durations as [lower, upper) and counts the bins without that filter", async () => {
    const stats = await statistics(q({ durations: "300,1200" }));
    expect(stats.total).toBe(3);
    expect(stats.durations).toEqual([2, 1, 2, 1, 1, 1]);
    expect(await listedIds(q({ durations: "300,1200" }))).toEqual(["b", "c", "h"]);
    expect(await listedIds(q({ durations: ",400" }))).toEqual(["a", "g"]);
    expect(await listedIds(q({ durations: "1800," }))).toEqual(["e", "f"]);
    expect(await listedIds(q({ durations: "," }))).toHaveLength(8);
  });

  it("treats unknown filter values as matching nothing, not as errors", async () => {
    expect((await statistics(q({ topics: "Удалённая тема" }))).total).toBe(0);
    expect(await listedIds(q({ levels: "Expert,Beginner 0" }))).toEqual(["a"]);
  });
});

describe("hide watched", () => {
  it("drops the videos the caller watched over 80% and reports positions", async () => {
    const viewer = new TestClient(t.app);
    const user = await viewer.loadUser();
    const watch = (videoId: string, position: number) =>
      applyCredit(t.db, { userId: user.id, videoId, ms: 30_000, day: "2025-03-01", position });
    await watch("b", 390); // 0.975: watched
    await watch("e", 1700); // 0.85: watched
    await watch("a", 96); // exactly 0.8: not yet watched
    await watch("c", 100);

    const all = await viewer.get(`/api/browse/videos?${q({ "hide-watched": "true" })}`);
    expect(
      all
        .json()
        .videos.map((v: { id: string }) => v.id)
        .sort(),
    ).toEqual(["a", "c", "d", "f", "g", "h"]);
    const c = all.json().videos.find((v: { id: string }) => v.id === "c");
    expect(c).toMatchObject({ lastWatchTime: 100, watchTime: 30 });

    const stats = await viewer.get(
      `/api/browse/statistics?${q({ "hide-watched": "true", levels: "Beginner 1" })}`,
    );
    expect(stats.json().total).toBe(2);
    expect(
      stats.json().statistics.levels.find((o: { name: string }) => o.name === "Intermediate 1").count,
    ).toBe(1);

    const shown = await viewer.get(`/api/browse/videos?${q({ "hide-watched": "false" })}`);
    expect(shown.json().videos).toHaveLength(8);
  });

  it("shows the caller's own mark-as-watched in the very next call", async () => {
    const learner = new TestClient(t.app);
    await signUp(t, learner, "Learner", "learner@example.com");
    const hideWatched = `/api/browse/statistics?${q({ "hide-watched": "true" })}`;
    expect((await learner.get(hideWatched)).json().total).toBe(8);
    expect((await learner.get("/api/video/d/mark-as-watched")).statusCode).toBe(200);
    expect((await learner.get(hideWatched)).json().total).toBe(7);
    const d = (await learner.get("/api/browse/videos?sort=long"))
      .json()
      .videos.find((v: { id: string }) => v.id === "d");
    expect(d.lastWatchTime).toBe(1500);
  });

  it("shows the caller's own watch time and mark-as-watched in the next list and statistics", async () => {
    const learner = new TestClient(t.app);
    await signUp(t, learner, "Again", "again@example.com");
    const list = `/api/browse/videos?${q({ "hide-watched": "true", sort: "long" })}`;
    const stats = `/api/browse/statistics?${q({ "hide-watched": "true" })}`;
    const videos = async () =>
      (await learner.get(list)).json().videos as { id: string; lastWatchTime: number }[];
    expect((await videos()).find((v) => v.id === "c")?.lastWatchTime).toBe(0);
    expect((await learner.get(stats)).json().total).toBe(8);

    const report = { videoId: "c", timezone: "Europe/Moscow", playingStartTime: Date.now() - 60_000 };
    const watched = await learner.post("/api/watchtime/update", {
      ...report,
      elapsedTime: 60,
      lastVideoTime: 95,
    });
    expect(watched.statusCode, watched.body).toBe(200);
    expect((await videos()).find((v) => v.id === "c")?.lastWatchTime).toBe(95);

    expect((await learner.get("/api/video/f/mark-as-watched")).statusCode).toBe(200);
    expect((await videos()).map((v) => v.id)).not.toContain("f");
    expect((await learner.get(stats)).json().total).toBe(7);
  });
});

describe("malformed queries", () => {
  it.each([
    ["sort=sideways", "Sort by one of: easy, hard, new, old, short, long, random, best."],
    ["page=0", "page must be a whole number from 1."],
    ["page=two", "page must be a whole number from 1."],
    ["durations=abc", "durations must be two numbers of seconds separated by a comma, e.g. 300,1200."],
    ["hide-watched=yes", "hide-watched must be true or false."],
  ])("answers %s with 400 and a sentence", async (query, error) => {
    for (const path of ["/api/browse/videos", "/api/browse/statistics"]) {
      const response = await client.get(`${path}?${query}`);
      expectApiError(response, 400, { error, code: "invalid_request" });
    }
  });
});

function zeroLevels(): Counts {
  return Object.fromEntries(Object.keys(ALL_LEVELS).map((level) => [level, 0]));
}
