import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { LEVELS_TO_ADVANCED } from "@tests/factories/levels";
import { newVisitor } from "@tests/factories/users";
import { applyCredit } from "@tests/factories/watch-time";
import { expectApiError } from "@tests/setup/api-error";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const TZ = "Europe/Moscow";
const t = setupTestApp();
let spoken: string;
let silent: string;
beforeAll(async () => {
  spoken = await createVideo(t.db, { durationSeconds: 600 });
  silent = await createVideo(t.db, { durationSeconds: 900 });
  // 1200 words in 600 seconds: 2 words a second.
  await t.db.updateTable("videos").set({ word_count: 1200 }).where("id", "=", spoken).execute();
});

const today = () => localDateOf(Date.now(), TZ);

const visitor = () => newVisitor(t, TZ);

async function watch(userId: string, videoId: string, seconds: number, day = today()) {
  await applyCredit(t.db, { userId, videoId, ms: seconds * 1000, day, position: seconds });
}

describe("GET /api/user/overall", () => {
  it("starts a new visitor at zero, Beginner 0, with the published bands", async () => {
    const { client } = await visitor();
    const response = await client.get("/api/user/overall");
    expect(response.statusCode, response.body).toBe(200);
    const overall = response.json();
    expect(overall).toMatchObject({
      hours: 0,
      words: 0,
      totalSeconds: 0,
      today: today(),
      timezone: TZ,
      languageFactor: 1,
      factorLanguage: { value: "en", label: "English", group: "germanic" },
      level: { index: 0, name: "Beginner 0", hourMin: 0, hourMax: 30, progress: 0, hoursToNext: 30 },
      levelBar: { maxHours: 1600, tickStep: 100 },
      dailyGoalMinutes: 15,
      streaks: { current: 0, longest: 0, todayMet: false },
      pace: { days: 30, hours: 0, hoursPerDay: 0 },
    });
    expect(overall.levels.map((l: { name: string }) => l.name)).toEqual([...LEVELS_TO_ADVANCED, ""]);
    // No history, no forecast: the page says "not enough history yet".
    expect(overall.forecast).toEqual({ historyDays: 0, paces: [] });
  });

  it("counts hours and words from videos (word count or 100 a minute) and off-platform input", async () => {
    const { client, user } = await visitor();
    await watch(user.id, spoken, 300); // 600 words
    await watch(user.id, silent, 120); // 200 words
    // 30 minutes: 3000 words.
    await logOffPlatformTime(client, addDays(today(), -1), ["10:00", "10:30"], 30, "podcast");
    const overall = (await client.get("/api/user/overall")).json();
    expect(overall).toMatchObject({
      totalSeconds: 2220,
      videoSeconds: 420,
      offPlatformSeconds: 1800,
      words: 3800,
    });
    expect(overall.hours).toBeCloseTo(2220 / 3600, 10);
    expect(overall.pace.hours).toBeCloseTo(2220 / 3600, 10);
  });

  it("counts watch time of a video since removed at 100 words a minute", async () => {
    const { client, user } = await visitor();
    const gone = await createVideo(t.db, { durationSeconds: 600 });
    await t.db.updateTable("videos").set({ word_count: 6000 }).where("id", "=", gone).execute();
    await watch(user.id, gone, 60);
    await t.db.deleteFrom("videos").where("id", "=", gone).execute();
    expect((await client.get("/api/user/overall")).json()).toMatchObject({ totalSeconds: 60, words: 100 });
  });

  it("scales the level by the closest of the learner's languages", async () => {
    const { client, user } = await visitor();
    await t.db
      .updateTable("users")
      .set({ languages: "ja:Native,pl:A2,en:B2" })
      .where("id", "=", user.id)
      .execute();
    await watch(user.id, silent, 20 * 3600, addDays(today(), -40));
    const overall = (await client.get("/api/user/overall")).json();
    expect(overall.languageFactor).toBe(0.5);
    expect(overall.factorLanguage).toMatchObject({ value: "pl", label: "Polish", group: "slavic" });
    expect(overall.factorLanguage.explanation).toMatch(/Slavic/);
    expect(overall.level).toMatchObject({ index: 1, name: "Beginner 1", hourMin: 15, hourMax: 40 });
    expect(overall.level.progress).toBeCloseTo(0.2, 10);
    expect(overall.levels[6]).toEqual({ name: "", hourMin: 750, hourMax: null });
    expect(overall.levelBar).toEqual({ maxHours: 800, tickStep: 50 });
    // Nothing in the last 30 days: no date at the recent paces; all-time, 20 h in 41 days.
    expect(overall.pace.hours).toBe(0);
    expect(overall.forecast.historyDays).toBe(41);
    const [week, month, allTime] = overall.forecast.paces;
    expect(week.milestones[0]).toEqual({ name: "Beginner 2", hourMin: 40, date: null });
    expect(month.milestones[0]).toEqual({ name: "Beginner 2", hourMin: 40, date: null });
    // 20 h to go to Beginner 2 (40 h, scaled) at 20/41 h a day: 41 days.
    expect(allTime.milestones[0]).toEqual({ name: "Beginner 2", hourMin: 40, date: addDays(today(), 41) });
  });

  it("falls back to the published bands when no language is known", async () => {
    const { client, user } = await visitor();
    await t.db.updateTable("users").set({ languages: "" }).where("id", "=", user.id).execute();
    const overall = (await client.get("/api/user/overall")).json();
    expect(overall).toMatchObject({ languageFactor: 1, factorLanguage: null });
  });

  it("counts streaks of days meeting the daily goal and forecasts at the last 30 days' pace", async () => {
    const { client, user } = await visitor();
    const d = (n: number) => addDays(today(), -n);
    await watch(user.id, silent, 20 * 60, d(0));
    await watch(user.id, silent, 15 * 60, d(1));
    await watch(user.id, silent, 5 * 60, d(2)); // under the goal: breaks the streak
    for (const n of [3, 4, 5]) await watch(user.id, silent, 15 * 60, d(n));
    // 30 hours in total over the 30 days: an hour a day.
    await watch(user.id, silent, 30 * 3600 - 85 * 60, d(29));
    await watch(user.id, silent, 3600, d(30)); // outside the window
    const overall = (await client.get("/api/user/overall")).json();
    expect(overall.streaks).toEqual({ current: 2, longest: 3, todayMet: true });
    expect(overall.pace.hours).toBeCloseTo(30, 10);
    expect(overall.pace.hoursPerDay).toBeCloseTo(1, 10);
    expect(overall.level.name).toBe("Beginner 1");
    // 31 hours done: Beginner 2 (80 h) is 49 hours away, 49 days at an hour a day.
    const month = overall.forecast.paces.find(
      (p: { days: number; allTime: boolean }) => p.days === 30 && !p.allTime,
    );
    expect(month.milestones[0]).toEqual({ name: "Beginner 2", hourMin: 80, date: addDays(today(), 49) });
    // The last 7 days had 85 min: 49 h at 85/7 min a day is 243 days.
    expect(overall.forecast.paces[0].milestones[0].date).toBe(
      addDays(today(), Math.ceil((49 * 60 * 7) / 85)),
    );
  });

  it("today's streak waits until the goal is met today", async () => {
    const { client, user } = await visitor();
    await watch(user.id, silent, 15 * 60, addDays(today(), -1));
    await watch(user.id, silent, 5 * 60, today());
    expect((await client.get("/api/user/overall")).json().streaks).toEqual({
      current: 1,
      longest: 1,
      todayMet: false,
    });
  });

  it("asks for a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user/overall" });
    expectApiError(response, 401, {
      error: "Your session has ended. Reload the page to continue.",
      code: "unauthorized",
    });
  });
});

describe("GET /api/user/daily-totals", () => {
  it("returns the last year by default, every day, with intensity and streaks", async () => {
    const { client, user } = await visitor();
    await watch(user.id, silent, 40 * 60, today());
    await watch(user.id, silent, 5 * 60, addDays(today(), -2));
    await logOffPlatformTime(client, addDays(today(), -2), ["08:00", "09:00"], 5);
    const response = await client.get("/api/user/daily-totals");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: addDays(today(), -364),
      to: today(),
      today: today(),
      dailyGoalMinutes: 15,
      streaks: { current: 1, longest: 1, todayMet: true },
    });
    expect(body.days).toHaveLength(365);
    expect(body.days.at(-1)).toEqual({
      date: today(),
      videoSeconds: 2400,
      offPlatformSeconds: 0,
      totalSeconds: 2400,
      level: 4,
    });
    expect(body.days.at(-3)).toEqual({
      date: addDays(today(), -2),
      videoSeconds: 300,
      offPlatformSeconds: 300,
      totalSeconds: 600,
      level: 2,
    });
    expect(body.days.at(-2).level).toBe(0);
  });

  it("returns a requested range, and refuses a bad one with a sentence", async () => {
    const { client, user } = await visitor();
    await watch(user.id, silent, 60, "2026-01-02");
    const range = await client.get("/api/user/daily-totals?from=2026-01-01&to=2026-01-03");
    expect(range.json().days.map((d: { date: string; level: number }) => [d.date, d.level])).toEqual([
      ["2026-01-01", 0],
      ["2026-01-02", 1],
      ["2026-01-03", 0],
    ]);
    const cases: [string, string][] = [
      ["from=2026-01-03&to=2026-01-01", "from must not be after to."],
      ["from=2026-02-30", "from must be a date written YYYY-MM-DD."],
      ["to=yesterday", "to must be a date written YYYY-MM-DD."],
      ["from=2000-01-01&to=2026-01-01", "Ask for at most 3660 days at a time."],
    ];
    for (const [query, error] of cases) {
      const response = await client.get(`/api/user/daily-totals?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });
});
