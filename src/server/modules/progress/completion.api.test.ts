import { createVideo, type VideoInput } from "@tests/factories/catalog";
import { newLearner, newVisitor } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { localDateOf } from "../../../shared/domain/dates";

const TZ = "Europe/Moscow";
const DAY_MS = 24 * 3600 * 1000;
const t = setupTestApp();
const v: Record<string, string> = {};

/*
 * The fixture catalog (a fresh database: these are all its videos).
 *   A  Beginner 1   600 s  Канал А  Еда
 *   B  Beginner 1   300 s  Канал А  Еда, Спорт
 *   C  Beginner 2  1200 s  Канал Б  Спорт         premium (counts: browse shows it to everyone)
 *   D  Beginner 2   900 s  Канал Б  –             hidden by an admin (not available)
 *   E  Beginner 1   400 s  Канал А  Еда           scheduled for tomorrow (not available)
 *   F  Advanced    1000 s  Канал Б  Спорт
 * Available: A, B, C, F.
 */
beforeAll(async () => {
  const fixture: [string, VideoInput][] = [
    ["A", { level: "Beginner 1", durationSeconds: 600, channel: "Канал А", topics: ["Еда"] }],
    ["B", { level: "Beginner 1", durationSeconds: 300, channel: "Канал А", topics: ["Еда", "Спорт"] }],
    [
      "C",
      { level: "Beginner 2", durationSeconds: 1200, channel: "Канал Б", topics: ["Спорт"], premium: true },
    ],
    ["D", { level: "Beginner 2", durationSeconds: 900, channel: "Канал Б", visible: false }],
    [
      "E",
      {
        level: "Beginner 1",
        durationSeconds: 400,
        channel: "Канал А",
        topics: ["Еда"],
        uploadDate: new Date(Date.now() + DAY_MS),
      },
    ],
    ["F", { level: "Advanced", durationSeconds: 1000, channel: "Канал Б", topics: ["Спорт"] }],
  ];
  for (const [key, input] of fixture) v[key] = await createVideo(t.db, input);
  await t.app.catalog.refresh();
});

/** Watch time, seeded as a watch report's write would leave it (tests/factories/watch-time.ts). */
async function watch(userId: string, key: string, seconds: number, position: number) {
  const day = localDateOf(Date.now(), TZ);
  await applyCredit(t.db, { userId, videoId: v[key]!, ms: seconds * 1000, day, position });
}

const learner = (email: string) => newLearner(t, "Completion learner", email, TZ);

/** The caller's GET /api/user/completion, asserted to answer 200. */
async function completionOf(client: TestClient) {
  const response = await client.get("/api/user/completion");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** One row of the answer: a level, topic or channel with its videos watched and its seconds. */
function row(name: string, watched: number, total: number, watchedSeconds: number, totalSeconds: number) {
  return { name, watched, total, watchedSeconds, totalSeconds };
}

describe("GET /api/user/completion", () => {
  it("refuses a caller without a session with a sentence", async () => {
    const response = await new TestClient(t.app).get("/api/user/completion");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      error: expect.stringMatching(/\w+ \w+/),
    });
  });

  it("lists every available video as not watched for a new visitor", async () => {
    const { client } = await newVisitor(t, TZ);
    // Levels: Beginner 1 = A + B (600 + 300 s; E is not out yet), Beginner 2 = C (D is hidden),
    // Advanced = F; the other levels have no available video and are left out.
    expect(await completionOf(client)).toEqual({
      levels: [
        row("Beginner 1", 0, 2, 0, 900),
        row("Beginner 2", 0, 1, 0, 1200),
        row("Advanced", 0, 1, 0, 1000),
      ],
      // Еда = A + B (900 s); Спорт = B + C + F (300 + 1200 + 1000 = 2500 s).
      topics: [row("Еда", 0, 2, 0, 900), row("Спорт", 0, 3, 0, 2500)],
      // Канал А = A + B (900 s); Канал Б = C + F (2200 s).
      channels: [row("Канал А", 0, 2, 0, 900), row("Канал Б", 0, 2, 0, 2200)],
    });
  });

  it("counts watched videos (over 0.8) and credited time capped at each duration", async () => {
    const { client, user } = await learner("completion-1@example.com");
    await watch(user.id, "A", 700, 600); // watched twice over: 1.0 → watched; 700 s capped at 600
    await watch(user.id, "B", 100, 250); // 250 / 300 = 0.83 → watched; 100 s
    await watch(user.id, "C", 240, 240); // 0.2 → not watched; 240 s
    await watch(user.id, "D", 900, 900); // hidden: counts nowhere
    await watch(user.id, "F", 800, 800); // exactly 0.8 is not over 0.8 → not watched; 800 s
    expect(await completionOf(client)).toEqual({
      levels: [
        // A + B watched; 600 + 100 = 700 s of 900.
        row("Beginner 1", 2, 2, 700, 900),
        // C: 240 s of 1200; D's 900 s are not counted.
        row("Beginner 2", 0, 1, 240, 1200),
        row("Advanced", 0, 1, 800, 1000),
      ],
      topics: [
        row("Еда", 2, 2, 700, 900),
        // B watched; 100 + 240 + 800 = 1140 s of 2500.
        row("Спорт", 1, 3, 1140, 2500),
      ],
      channels: [
        row("Канал А", 2, 2, 700, 900),
        // C + F: 240 + 800 = 1040 s of 2200.
        row("Канал Б", 0, 2, 1040, 2200),
      ],
    });
  });

  it("counts a video marked as watched, without adding time", async () => {
    const { client, user } = await learner("completion-2@example.com");
    await watch(user.id, "C", 60, 60);
    const marked = await client.get(`/api/video/${v.C}/mark-as-watched`);
    expect(marked.statusCode, marked.body).toBe(200);
    const completion = (await client.get("/api/user/completion")).json();
    // Position = duration → watched; the time stays the 60 s credited.
    expect(completion.levels[1]).toEqual(row("Beginner 2", 1, 1, 60, 1200));
    expect(completion.topics[1]).toMatchObject({ name: "Спорт", watched: 1, total: 3, watchedSeconds: 60 });
  });

  it("leaves out the videos the learner hid (Not interested), as browse does, until shown again", async () => {
    const { client, user } = await learner("completion-4@example.com");
    await watch(user.id, "B", 300, 300); // watched, 300 s
    const hidden = await client.post(`/api/video/${v.B}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const without = (await client.get("/api/user/completion")).json();
    // Without B: Beginner 1 = A (600 s); Еда = A; Спорт = C + F (2200 s); Канал А = A; B's time counts nowhere.
    expect(without.levels[0]).toEqual(row("Beginner 1", 0, 1, 0, 600));
    expect(without.topics).toEqual([row("Еда", 0, 1, 0, 600), row("Спорт", 0, 2, 0, 2200)]);
    expect(without.channels[0]).toMatchObject({ name: "Канал А", watched: 0, total: 1, totalSeconds: 600 });
    // Another learner's totals are untouched.
    const { client: other } = await newVisitor(t, TZ);
    expect((await other.get("/api/user/completion")).json().levels[0]).toMatchObject({ total: 2 });

    const shown = await client.post(`/api/video/${v.B}/unhide`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await client.get("/api/user/completion")).json().levels[0]).toEqual(
      row("Beginner 1", 1, 2, 300, 900),
    );
  });

  it("follows the catalog: a video an admin hides leaves the totals and the learner's figures", async () => {
    const { client, user } = await learner("completion-3@example.com");
    const extra = await createVideo(t.db, { level: "Advanced", durationSeconds: 500, channel: "Канал Б" });
    v.extra = extra;
    await t.app.catalog.refresh();
    await watch(user.id, "extra", 500, 500);
    const before = (await client.get("/api/user/completion")).json();
    // Advanced = F + the new video: 1000 + 500 s; the new one watched, 500 s.
    expect(before.levels[2]).toEqual(row("Advanced", 1, 2, 500, 1500));
    await t.db.updateTable("videos").set({ visible: false }).where("id", "=", extra).execute();
    await t.app.catalog.refresh();
    const after = (await client.get("/api/user/completion")).json();
    expect(after.levels[2]).toEqual(row("Advanced", 0, 1, 0, 1000));
  });
});
