import { createVideo } from "@tests/factories/catalog";
import { newLearner, newVisitor } from "@tests/factories/users";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, DAY_MS } from "../../../shared/domain/calendar";
import { localDateOf } from "../../../shared/domain/dates";

const TZ = "Europe/Moscow";
const t = setupTestApp();
let video: string;
beforeAll(async () => {
  video = await createVideo(t.db, { durationSeconds: 600 });
  await t.app.catalog.refresh();
});

const today = () => localDateOf(Date.now(), TZ);
const day = (daysAgo: number) => addDays(today(), -daysAgo);

async function statisticsOf(client: TestClient) {
  const response = await client.get("/api/user/overall");
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * A minute of playing that ended now, reported as the player reports it: as the segment starts
 * (the server's clock set back a minute, since the server credits no more than it saw pass), then
 * as it ends.
 */
async function watchOneMinute(client: TestClient) {
  const start = Date.now() - 60_000;
  const report = { videoId: video, timezone: TZ, playingStartTime: start };
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(start);
    const first = await client.post("/api/watchtime/update", { ...report, elapsedTime: 0, lastVideoTime: 0 });
    expect(first.statusCode, first.body).toBe(200);
    vi.setSystemTime(start + 60_000);
    const second = await client.post("/api/watchtime/update", {
      ...report,
      elapsedTime: 60,
      lastVideoTime: 60,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().creditedSeconds).toBe(60);
  } finally {
    vi.useRealTimers();
  }
}

describe("statistics on GET /api/user/overall", () => {
  it("starts empty: no averages, no best day, no level reached", async () => {
    const { client } = await newVisitor(t, TZ);
    const { statistics } = await statisticsOf(client);
    expect(statistics).toMatchObject({
      averages: [
        { days: 7, secondsPerDay: 0 },
        { days: 30, secondsPerDay: 0 },
      ],
      bestDay: null,
      levelsReached: [],
    });
    expect(statistics.finalGoal.status).toBe("open");
  });

  it("averages the last 7 and 30 days, finds the best day and dates the levels from the daily totals", async () => {
    const { client } = await newLearner(t, "Statistics learner", "statistics-1@example.com", TZ);
    const csv = [
      "startDate,startTime,minutes",
      `${day(40)},08:00,600`, //  10 h → running total 10 h
      `${day(35)},08:00,1200`, // 20 h → 30 h
      `${day(20)},08:00,600`, //  10 h → 40 h
      `${day(7)},08:00,60`, //     1 h → 41 h (8 days ago: outside the 7-day window)
      `${day(6)},08:00,120`, //    2 h → 43 h (the 7th day back: inside)
    ].join("\n");
    const imported = await client.post("/api/user/off-platform-import", { file: csv });
    expect(imported.statusCode, imported.body).toBe(200);
    await watchOneMinute(client); // today: 60 s

    const { statistics, totalSeconds } = await statisticsOf(client);
    // 36 000 + 72 000 + 36 000 + 3 600 + 7 200 + 60 = 154 860 s.
    expect(totalSeconds).toBe(154_860);
    // 7 days (today and the 6 before): 7 200 + 60 = 7 260 s / 7.
    expect(statistics.averages[0].days).toBe(7);
    expect(statistics.averages[0].secondsPerDay).toBeCloseTo(7260 / 7, 9);
    // 30 days: 36 000 + 3 600 + 7 200 + 60 = 46 860 s / 30 = 1 562 s.
    expect(statistics.averages[1]).toEqual({ days: 30, secondsPerDay: 1562 });
    expect(statistics.bestDay).toEqual({ date: day(35), seconds: 72_000 });
    // Published bands (English, factor 1): Beginner 1 from 30 h, reached on day 35; 80 h not yet.
    expect(statistics.levelsReached).toEqual([
      { name: "Beginner 0", hourMin: 0, date: day(40) },
      { name: "Beginner 1", hourMin: 30, date: day(35) },
    ]);

    // Polish halves every band (15 h, 40 h, 75 h): the same days give new dates at once.
    const updated = await client.post("/api/user/update", { languages: "pl:A1" });
    expect(updated.statusCode, updated.body).toBe(200);
    const slavic = (await statisticsOf(client)).statistics;
    expect(slavic.levelsReached).toEqual([
      { name: "Beginner 0", hourMin: 0, date: day(40) },
      { name: "Beginner 1", hourMin: 15, date: day(35) }, // 10 h < 15 h ≤ 30 h
      { name: "Beginner 2", hourMin: 40, date: day(20) }, // exactly 40 h: a band includes its bound
    ]);
  });

  it("gives the daily minutes needed for the final goal, or says it is reached or its date passed", async () => {
    const { client, user } = await newLearner(t, "Goal learner", "statistics-2@example.com", TZ);
    const imported = await client.post("/api/user/off-platform-import", {
      file: `startDate,startTime,minutes\n${day(3)},08:00,581\n${day(2)},08:00,1000\n`,
    }); // 1 581 minutes done
    expect(imported.statusCode, imported.body).toBe(200);

    // 10.5 days ahead: the day in progress counts, 11 days. (6 000 − 1 581) / 11 = 401.7 → 402.
    const finalGoalDate = new Date(Date.now() + 10.5 * DAY_MS).toISOString();
    const saved = await client.post("/api/user/goal", {
      dailyGoalMinutes: 30,
      finalGoalMinutes: 6000,
      finalGoalDate,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await statisticsOf(client)).statistics.finalGoal).toEqual({
      minutes: 6000,
      date: finalGoalDate,
      status: "open",
      remainingMinutes: 4419,
      daysLeft: 11,
      dailyMinutesNeeded: 402,
    });

    // A goal already behind the learner: 1 500 of 1 581 minutes.
    await client.post("/api/user/goal", { dailyGoalMinutes: 30, finalGoalMinutes: 1500, finalGoalDate });
    expect((await statisticsOf(client)).statistics.finalGoal).toMatchObject({
      status: "reached",
      remainingMinutes: 0,
      dailyMinutesNeeded: null,
    });

    // Time passes: the date goes by before the goal is reached (no call sets a past date).
    await client.post("/api/user/goal", { dailyGoalMinutes: 30, finalGoalMinutes: 6000, finalGoalDate });
    await t.db
      .updateTable("users")
      .set({ final_goal_date: new Date(Date.now() - DAY_MS) })
      .where("id", "=", user.id)
      .execute();
    expect((await statisticsOf(client)).statistics.finalGoal).toMatchObject({
      status: "passed",
      remainingMinutes: 4419,
      daysLeft: 0,
      dailyMinutesNeeded: null,
    });
  });
});
