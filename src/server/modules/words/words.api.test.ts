import { createVideo } from "@tests/factories/catalog";
import { newLearner, newVisitor } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { sql } from "kysely";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { wordsRoutes, wordsSummaryResponseSchema } from "../../../shared/contracts/words";
import { vttTimestamp } from "../../../shared/domain/subtitles";
import { allVideoLemmas } from "./coverage-repository";
import { WordCoverage } from "./word-coverage";

// Acquired after 3 distinct cues in 2 videos: small, so that a test hears enough in a minute.
const t = setupTestApp({ wordsAcquired: { cues: 3, videos: 2 } });
const TZ = "Europe/Moscow";

/** Cue i runs from 5i to 5i + 4 seconds (its middle: 5i + 2). */
function vtt(texts: string[]): string {
  const blocks = texts.map((text, i) => `${vttTimestamp(i * 5)} --> ${vttTimestamp(i * 5 + 4)}\n${text}`);
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
const TEXTS = [
  "Я живу в городе.", // 4 words
  "Мы шли по городу.", // 4
  "В городе много домов.", // 4
  "Город большой, и мы шли долго.", // 6
  "Ёлка стоит в городе.", // 4
  "Это мой дом.", // 3
  "Мы любим наш город.", // 4
  "Дом стоит в городе.", // 4
  "Мы шли домой.", // 3
  "Город спит.", // 2
  "Мы тоже спим.", // 3
  "Конец.", // 1
];
const RUNNING = [4, 4, 4, 6, 4, 3, 4, 4, 3, 2, 3, 1];
const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);

let spoken: string;
let other: string;
let silent: string;
beforeAll(async () => {
  const uploadDate = new Date("2025-01-01T00:00:00Z");
  spoken = await createVideo(t.db, { durationSeconds: 60, subtitles: vtt(TEXTS), uploadDate });
  other = await createVideo(t.db, {
    durationSeconds: 60,
    subtitles: vtt(TEXTS.slice().reverse()),
    uploadDate,
  });
  silent = await createVideo(t.db, { durationSeconds: 60, uploadDate });
  await t.app.words.settle();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

const T0 = Date.parse("2026-11-20T10:00:00Z");

/** The player plays `video` from `from` for `seconds`, reporting as it starts and every 30 s and at the end. */
async function play(client: TestClient, video: string, startMs: number, from: number, seconds: number) {
  vi.setSystemTime(startMs);
  const body = { videoId: video, playingStartTime: startMs, timezone: TZ };
  let response = await client.post("/api/watchtime/update", { ...body, elapsedTime: 0, lastVideoTime: from });
  expect(response.statusCode, response.body).toBe(200);
  for (let s = Math.min(30, seconds); ; s = Math.min(s + 30, seconds)) {
    vi.setSystemTime(startMs + s * 1000);
    response = await client.post("/api/watchtime/update", {
      ...body,
      elapsedTime: s,
      lastVideoTime: from + s,
    });
    expect(response.statusCode, response.body).toBe(200);
    if (s === seconds) break;
  }
}

const summary = (client: TestClient) => client.getOk(wordsRoutes.summary, wordsSummaryResponseSchema);

describe("words heard", () => {
  it("counts the running words of the cues inside a credited segment, once the worker folds it", async () => {
    const { client } = await newVisitor(t, TZ);
    await play(client, spoken, T0, 0, 20);
    // Nothing inside the report: the worker folds the credited interval in the background.
    expect((await summary(client)).heard).toBe(0);
    await t.app.words.settle();
    // [0, 20): the cues whose middles are 2, 7, 12 and 17 s.
    const after = await summary(client);
    expect(after.heard).toBe(sum(RUNNING.slice(0, 4)));
    expect(after.distinct).toBeGreaterThan(0);
    const words = (await client.get("/api/user/words?kind=heard")).json().words;
    const city = words.find((w: { lemma: string }) => w.lemma === "город");
    expect(city).toMatchObject({ heard: 4, videos: 1, starred: false, acquired: false });
    expect(city.example).toMatchObject({ videoId: spoken, startSeconds: 0, sentence: "Я живу в городе." });
  });

  it("counts a part watched again again, but two tabs over the same minutes once", async () => {
    const { client } = await newVisitor(t, TZ);
    await play(client, spoken, T0, 0, 10);
    await play(client, spoken, T0 + 60_000, 0, 10);
    await t.app.words.settle();
    expect((await summary(client)).heard).toBe(2 * sum(RUNNING.slice(0, 2)));

    // Two tabs playing at the same time: the second's seconds were credited already.
    const { client: tabs } = await newVisitor(t, TZ);
    const start = T0 + 3_600_000;
    vi.setSystemTime(start);
    const body = (video: string, elapsedTime: number, lastVideoTime: number, playingStartTime: number) => ({
      videoId: video,
      elapsedTime,
      lastVideoTime,
      playingStartTime,
      timezone: TZ,
    });
    await tabs.post("/api/watchtime/update", body(spoken, 0, 0, start));
    await tabs.post("/api/watchtime/update", body(other, 0, 0, start + 1));
    vi.setSystemTime(start + 20_000);
    await tabs.post("/api/watchtime/update", body(spoken, 20, 20, start));
    const second = await tabs.post("/api/watchtime/update", body(other, 20, 20, start + 1));
    expect(second.json().creditedSeconds).toBe(0);
    await t.app.words.settle();
    expect((await summary(tabs)).heard).toBe(sum(RUNNING.slice(0, 4)));
  });

  it("credits a forged report no words beyond its credited seconds", async () => {
    const { client, user } = await newVisitor(t, TZ);
    vi.setSystemTime(T0);
    // Claims ten hours of playing that reached the end of the video.
    const response = await client.post("/api/watchtime/update", {
      videoId: spoken,
      playingStartTime: T0 - 36_000_000,
      elapsedTime: 36_000,
      lastVideoTime: 60,
      timezone: TZ,
    });
    expect(response.statusCode, response.body).toBe(200);
    const credited = response.json().creditedSeconds as number;
    expect(credited).toBeLessThanOrEqual(35);
    await t.app.words.settle();
    // Only the cues whose middles lie in the last `credited` seconds before 60.
    const inside = RUNNING.filter((_, i) => i * 5 + 2 >= 60 - credited);
    const heard = (await summary(client)).heard;
    expect(heard).toBe(sum(inside));
    expect(heard).toBeLessThan(sum(RUNNING));
    const rows = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM credited_intervals WHERE user_id = ${user.id}`.execute(t.db);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it("estimates words at 100 a minute for videos without a transcript, apart", async () => {
    const { client } = await newVisitor(t, TZ);
    await play(client, silent, T0, 0, 30);
    await t.app.words.settle();
    expect(await summary(client)).toMatchObject({ heard: 0, distinct: 0, estimatedHeard: 50 });
  });
});

describe("acquired words", () => {
  it("counts a lemma acquired after enough distinct cues in enough videos", async () => {
    const { client } = await newLearner(t, "Anna", "anna-words@example.com", TZ);
    await play(client, spoken, T0, 0, 60);
    await t.app.words.settle();
    // One video: not yet (2 are needed), however often.
    expect((await summary(client)).acquired).toBe(0);
    await play(client, spoken, T0 + 120_000, 0, 60);
    await t.app.words.settle();
    expect((await summary(client)).acquired).toBe(0);

    await play(client, other, T0 + 240_000, 0, 60);
    await t.app.words.settle();
    const after = await summary(client);
    // город, мы, в, идти, дом, стоять: heard in 3 or more cues of each video.
    expect(after.acquired).toBeGreaterThan(0);
    const acquired = (await client.get("/api/user/words?kind=acquired")).json().words;
    expect(acquired.map((w: { lemma: string }) => w.lemma)).toEqual(
      expect.arrayContaining(["город", "идти", "мы"]),
    );
    expect(acquired.every((w: { acquired: boolean; videos: number }) => w.acquired && w.videos === 2)).toBe(
      true,
    );
    expect(after.growth.at(-1)?.acquired).toBe(after.acquired);

    const video = (await client.get(`/api/video/${spoken}/words`)).json();
    expect(video.coverage).toBeGreaterThan(0.5);
    expect(video.coverage).toBeLessThan(1);
  });
});

describe("the Acquired Words notification", () => {
  it("comes at 100 acquired words, once, when the setting is on", async () => {
    // 150 made-up words, each in every cue: 3 cues in each of 2 videos acquire them all.
    const syllables = ["ба", "ко", "ми", "ту", "ре", "ла", "но", "са"];
    const made = syllables.flatMap((a) => syllables.flatMap((b) => syllables.map((c) => `${a}${b}${c}`)));
    const line = made.slice(0, 150).join(" ");
    const many = [line, line, line];
    const first = await createVideo(t.db, {
      durationSeconds: 60,
      subtitles: vtt(many),
      uploadDate: new Date("2025-01-01"),
    });
    const second = await createVideo(t.db, {
      durationSeconds: 60,
      subtitles: vtt(many),
      uploadDate: new Date("2025-01-01"),
    });
    await t.app.words.settle();
    const { client } = await newLearner(t, "Boris", "boris-words@example.com", TZ);
    await play(client, first, T0, 0, 15);
    await play(client, second, T0 + 60_000, 0, 15);
    await t.app.words.settle();
    const acquired = (await summary(client)).acquired;
    expect(acquired).toBeGreaterThanOrEqual(100);
    expect(acquired).toBeLessThan(250);
    await play(client, first, T0 + 120_000, 0, 15);
    await t.app.words.settle();
    const list = (await client.get("/api/user/notifications")).json().notifications;
    const words = list.filter((n: { kind: string }) => n.kind === "acquired-words");
    expect(words).toEqual([
      expect.objectContaining({ title: "100 words acquired", link: "/progress#words", read: false }),
    ]);

    const { client: quiet } = await newLearner(t, "Vera", "vera-words@example.com", TZ);
    const off = await quiet.post("/api/user/update", {
      ...(await quiet.loadUser(TZ)),
      notifyOnPlatformAcquiredWords: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await play(quiet, first, T0, 0, 15);
    await play(quiet, second, T0 + 60_000, 0, 15);
    await t.app.words.settle();
    expect((await summary(quiet)).acquired).toBeGreaterThanOrEqual(100);
    const none = (await quiet.get("/api/user/notifications")).json().notifications;
    expect(none.filter((n: { kind: string }) => n.kind === "acquired-words")).toEqual([]);
  });
});

describe("the words calls", () => {
  it("answers a video's figures, 404 without a transcript, and coverage null without history", async () => {
    const { client } = await newVisitor(t, TZ);
    const response = await client.get(`/api/video/${spoken}/words`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      runningWords: sum(RUNNING),
      coverage: null,
      difficulty: expect.any(Number),
    });
    expect(response.json().distinctLemmas).toBeLessThan(sum(RUNNING));
    const none = await client.get(`/api/video/${silent}/words`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: "not_found",
      error: "This video has no transcript, so its words are not known.",
    });
  });

  it("reads no lemma table for a learner who has heard nothing yet", async () => {
    // At 100,000 videos the table's first read takes seconds: a new learner's browse grid must not wait for it.
    const coverage = new WordCoverage(t.db);
    const { user } = await newLearner(t, "Gleb", "gleb-words@example.com", TZ);
    const index = t.app.catalog.current();
    expect(await coverage.byOrdinal(user.id, index)).toBeNull();
    expect(await coverage.ofVideo(user.id, spoken, index.version)).toBeNull();
    expect(coverage.tableVersion).toBeNull();
  });

  it("gives the watch answer the difficulty its card and the words call show, and none without a transcript", async () => {
    const { client } = await newVisitor(t, TZ);
    const words = (await client.get(`/api/video/${spoken}/words`)).json();
    const card = (await client.get("/api/browse/videos?sort=new"))
      .json()
      .videos.find((video: { id: string }) => video.id === spoken);
    const watch = (await client.get(`/api/video/${spoken}`)).json();
    expect(watch.video.difficulty).toBe(words.difficulty);
    expect(watch.video.difficulty).toBe(card.difficulty);
    expect((await client.get(`/api/video/${silent}`)).json().video.difficulty).toBeNull();
  });

  it("reads every analysed video's lemmas for the in-memory coverage, a page of videos at a time", async () => {
    const pages = [];
    for await (const page of allVideoLemmas(t.db, 1)) pages.push(page);
    const videos = pages.flat().filter((row) => row.video_id === spoken || row.video_id === other);
    expect(videos.map((row) => row.video_id).sort()).toEqual([spoken, other].sort());
    for (const row of videos) {
      expect(sum(row.occurrences)).toBe(sum(RUNNING));
      expect(row.occurrences[row.lemmas.indexOf("город")]).toBe(8);
    }
    expect(pages.every((page) => page.length === 1)).toBe(true);
  });

  it("analyses changed subtitles in the background, not in the request", async () => {
    const video = await createVideo(t.db, { durationSeconds: 60, subtitles: vtt(["Привет."]) });
    const { client } = await newVisitor(t, TZ);
    const waiting = await client.get(`/api/video/${video}/words`);
    expect(waiting.statusCode).toBe(404);
    expect(waiting.json().error).toBe("This video's words are still being counted: try again in a minute.");
    await t.app.words.settle();
    expect((await client.get(`/api/video/${video}/words`)).json().runningWords).toBe(1);
    await t.db
      .updateTable("videos")
      .set({ subtitles: vtt(["Привет, мир.", "Пока."]) })
      .where("id", "=", video)
      .execute();
    await t.app.words.settle();
    // The answer comes from the catalog's version: once this instance has caught up with the
    // analysis (within a second by itself, at once here), it has the new figures.
    await t.app.catalog.refresh();
    expect((await client.get(`/api/video/${video}/words`)).json().runningWords).toBe(3);
  });

  it("keeps the frequency list's totals equal to every video's lemmas through re-analysis and deletion", async () => {
    const differences = async () => {
      const { rows } = await sql<{ lemma: string; kept: string | null; summed: string | null }>`
        SELECT coalesce(t.lemma, s.lemma) AS lemma, t.occurrences::text AS kept, s.n::text AS summed
        FROM (SELECT lemma, occurrences FROM lemma_totals WHERE occurrences <> 0) t
        FULL JOIN (SELECT lemma, sum(occurrences) AS n FROM video_lemmas GROUP BY lemma) s
          ON s.lemma = t.lemma
        WHERE t.occurrences IS DISTINCT FROM s.n`.execute(t.db);
      return rows;
    };
    const totalOf = async (lemma: string) => {
      const { rows } = await sql<{ n: string }>`
        SELECT occurrences::text AS n FROM lemma_totals WHERE lemma = ${lemma}`.execute(t.db);
      return rows[0]?.n;
    };
    const before = Number(await totalOf("город"));
    const video = await createVideo(t.db, { durationSeconds: 60, subtitles: vtt(["Город, город, город."]) });
    await t.app.words.settle();
    expect(Number(await totalOf("город"))).toBe(before + 3);
    await t.db
      .updateTable("videos")
      .set({ subtitles: vtt(["Город и лес."]) })
      .where("id", "=", video)
      .execute();
    await t.app.words.settle();
    expect(Number(await totalOf("город"))).toBe(before + 1);
    expect(Number(await totalOf("лес"))).toBeGreaterThan(0);
    await t.db.deleteFrom("videos").where("id", "=", video).execute();
    expect(Number(await totalOf("город"))).toBe(before);
    expect(await differences()).toEqual([]);
  });

  it("looks a word up: its dictionary form and grammar; 400 for what is not one Russian word", async () => {
    const { client } = await newVisitor(t, TZ);
    const response = await client.get(`/api/words/lookup?word=${encodeURIComponent("городе")}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      word: "городе",
      lemma: "город",
      grammar: { partOfSpeech: "noun", case: "prepositional", number: "singular" },
      heard: 0,
      starred: false,
    });
    const verb = (await client.get(`/api/words/lookup?word=${encodeURIComponent("шли")}`)).json();
    expect(verb).toMatchObject({
      lemma: "идти",
      grammar: { tense: "past", aspect: "imperfective", number: "plural" },
    });
    const bad = await client.get("/api/words/lookup?word=hello%20world");
    expectApiError(bad, 400, { code: "not_a_word", error: "word must be one Russian word, e.g. городе." });
  });

  it("shows a learner only their own words, stars and exports", async () => {
    const { client: mine } = await newVisitor(t, TZ);
    const { client: theirs } = await newVisitor(t, TZ);
    await play(mine, spoken, T0, 0, 20);
    await t.app.words.settle();
    const star = await mine.post("/api/user/words/star", { lemma: "городе", starred: true });
    expect(star.statusCode, star.body).toBe(200);
    expect(star.json()).toEqual({ lemma: "город", starred: true });

    expect(
      (await mine.get("/api/user/words?kind=starred")).json().words.map((w: { lemma: string }) => w.lemma),
    ).toEqual(["город"]);
    expect((await theirs.get("/api/user/words?kind=starred")).json()).toEqual({ words: [], hasMore: false });
    expect((await theirs.get("/api/user/words?kind=heard")).json().words).toEqual([]);
    expect(await summary(theirs)).toMatchObject({ heard: 0, distinct: 0, acquired: 0 });
    expect((await theirs.get(`/api/words/lookup?word=${encodeURIComponent("город")}`)).json()).toMatchObject({
      heard: 0,
      starred: false,
    });
    expect((await mine.get(`/api/words/lookup?word=${encodeURIComponent("город")}`)).json()).toMatchObject({
      heard: 4,
      starred: true,
    });
    expect(
      (await theirs.get("/api/user/words/export?format=anki")).body
        .split("\n")
        .filter((l) => l && !l.startsWith("#")),
    ).toEqual([]);
  });

  it("exports the words as tab-separated text Anki imports, a sentence with each word", async () => {
    const { client } = await newVisitor(t, TZ);
    await play(client, spoken, T0, 0, 10);
    await t.app.words.settle();
    const response = await client.get("/api/user/words/export?format=anki");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/tab-separated-values/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="ponyatno-words-.*\.txt"/);
    const lines = response.body.trimEnd().split("\n");
    expect(lines.slice(0, 3)).toEqual(["#separator:tab", "#html:true", "#columns:Front\tBack"]);
    const cards = lines.slice(3).map((line) => line.split("\t"));
    // Cues 1 and 2: я, жить, в, город, мы, идти, по.
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      expect(card).toHaveLength(2);
      expect(card[1]).toMatch(/<br>(Я живу в городе\.|Мы шли по городу\.)$/);
    }
    expect(cards).toContainEqual(["шли", "идти<br>Мы шли по городу."]);
    expect(cards).toContainEqual(["городе", "город<br>Я живу в городе."]);

    const csv = await client.get("/api/user/words/export?format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\n")[0]).toBe("lemma,heard,videos,acquired,starred,sentence,videoId,startSeconds");
  });

  it("refuses a bad kind or format with a sentence", async () => {
    const { client } = await newVisitor(t, TZ);
    const kind = await client.get("/api/user/words?kind=all");
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toContain("kind must be acquired, starred or heard.");
    const format = await client.get("/api/user/words/export?format=xls");
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toContain("format must be csv or anki.");
  });
});
